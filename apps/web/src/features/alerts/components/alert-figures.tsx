import type { TAlert } from '@brandlens/contracts';
import { Text } from '@mantine/core';
import { figureLabel, figureValue } from '../utils/format-figure';
import classes from './alerts.module.css';

/** The figures behind an alert, one 'label: value' per line. */
export function AlertFigures({ figures }: { figures: TAlert['figures'] }) {
  const entries = Object.entries(figures);
  if (entries.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <dl className={classes.figures}>
      {entries.map(([key, value]) => (
        <div key={key} className={classes.figure}>
          <dt>{figureLabel(key)}</dt>
          <dd>{figureValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
