import type { TIndicatorResult } from '@brandlens/contracts';
import {
  INDICATOR_METADATA,
  toTableUnits,
  type BrandScoreIndicator,
  type ScoreBucket,
} from '@brandlens/reporting-core';
import { ActionIcon, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { EstimatedMark } from '../../../components/ui/data-table/estimated-mark';
import { describeBasis, SOURCE_LABELS } from '../utils/describe-basis';
import { formatIndicatorValue } from '../utils/format-indicator-value';
import { parseWhatIfValue } from '../utils/what-if';
import { ScoreBucketBadge } from './score-bucket-badge';

interface IndicatorCardProps {
  indicator: BrandScoreIndicator;
  /** The API's result; absent when the response left the indicator out, which reads as no data. */
  result: TIndicatorResult | undefined;
  whatIf: string;
  onWhatIfChange: (text: string) => void;
  /** The bucket of the typed what-if value, when it is usable. */
  whatIfScore: ScoreBucket | null | undefined;
}

const withFullStop = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** One indicator: its bucket, value, basis and period, what it means and what to do, and a what-if field. */
export function IndicatorCard({ indicator, result, whatIf, onWhatIfChange, whatIfScore }: IndicatorCardProps) {
  const metadata = INDICATOR_METADATA[indicator];
  const titleId = `indicator-${indicator}`;
  const value = result?.value ?? null;
  // An indicator without a value is 'no data', never a bucket, whatever else the result says.
  const score = value === null ? null : (result?.score ?? null);
  const parsed = parseWhatIfValue(indicator, whatIf);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      data-indicator={indicator}
      data-score={score ?? 'none'}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={4} wrap="nowrap">
            <Text fw={600} id={titleId}>
              {metadata.displayText}
            </Text>
            <Tooltip
              label={metadata.tooltip}
              multiline
              w={280}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                radius="xl"
                aria-label={`About ${metadata.displayText}`}
              >
                ?
              </ActionIcon>
            </Tooltip>
          </Group>
          <ScoreBucketBadge score={score} />
        </Group>

        {result && value !== null ? (
          <div>
            <Text size="xl" fw={700} data-testid="indicator-value">
              {formatIndicatorValue(indicator, value)}
              {result.estimated ? <EstimatedMark /> : null}
            </Text>
            <Text size="xs" c="dimmed">
              {describeBasis(result)} · {SOURCE_LABELS[result.source]}
            </Text>
          </div>
        ) : (
          <div>
            <Text size="xl" fw={700} c="dimmed" data-testid="indicator-value">
              No data
            </Text>
            <Text size="xs" c="dimmed">
              {withFullStop(result?.noData ?? 'The response has no value for this indicator')} Not counted in the
              overall score.
            </Text>
          </div>
        )}

        <Text size="sm">
          <Text span fw={600} size="sm">
            Recommendation:{' '}
          </Text>
          {metadata.recommendation}
        </Text>

        <Group align="flex-start" gap="xs" wrap="nowrap" mt="auto">
          <TextInput
            size="xs"
            label={`What-if ${metadata.displayText}`}
            placeholder={value === null ? 'Try a value' : toTableUnits(indicator, value)}
            value={whatIf}
            onChange={(event) => onWhatIfChange(event.currentTarget.value)}
            error={parsed.kind === 'invalid' ? parsed.message : undefined}
            rightSection={metadata.addPercentSign ? <Text size="xs">%</Text> : null}
            inputMode="decimal"
            autoComplete="off"
            flex={1}
          />
          {parsed.kind === 'value' && whatIfScore !== undefined ? (
            <Stack gap={2} pt={22}>
              <ScoreBucketBadge score={whatIfScore} kind="what-if" />
            </Stack>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
