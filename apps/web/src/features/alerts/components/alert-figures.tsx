import type { TAlert } from '@brandlens/contracts';
import { Spoiler, Text } from '@mantine/core';
import { figureLabel, figureValue } from '../utils/format-figure';
import classes from './alerts.module.css';

/** The runner's own keys: the message already ends with the threshold and the rule that set it. */
const SAID_IN_THE_MESSAGE = new Set(['value', 'threshold', 'ruleScope', 'ruleScopeValue']);

/** The figures behind an alert, one 'label: value' per line, the first few shown and the rest on demand. */
export function AlertFigures({ figures }: { figures: TAlert['figures'] }) {
  const entries = Object.entries(figures).filter(([key]) => !SAID_IN_THE_MESSAGE.has(key));
  if (entries.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Spoiler maxHeight={84} showLabel="All figures" hideLabel="Fewer figures" fz="xs">
      <dl className={classes.figures}>
        {entries.map(([key, value]) => (
          <div key={key} className={classes.figure}>
            <dt>{figureLabel(key)}</dt>
            <dd>{figureValue(value)}</dd>
          </div>
        ))}
      </dl>
    </Spoiler>
  );
}
