import type { TBrandScore } from '@brandlens/contracts';
import { BRAND_SCORE_INDICATORS, type BrandScoreIndicator } from '@brandlens/reporting-core';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { scoreWhatIf, type WhatIfInputs } from '../utils/what-if';
import { IndicatorCard } from './indicator-card';
import { OverallScore } from './overall-score';

/**
 * A brand's overall score and one card per indicator. What-if values typed into the cards are
 * scored here in the browser with the API's own scoring function; they are never sent or saved.
 */
export function IndicatorBoard({ brand }: { brand: TBrandScore }) {
  const [inputs, setInputs] = useState<WhatIfInputs>({});
  const results = new Map(brand.indicators.map((result) => [result.indicator, result]));
  const whatIf = scoreWhatIf(BRAND_SCORE_INDICATORS, brand.indicators, inputs);
  const withData = brand.indicators.filter((result) => result.value !== null && result.score !== null).length;
  const whatIfCounted = BRAND_SCORE_INDICATORS.filter((indicator) => whatIf.scores[indicator] !== null).length;
  const isWhatIf = whatIf.changed.size > 0;
  const setInput = (indicator: BrandScoreIndicator, text: string) =>
    setInputs((current) => ({ ...current, [indicator]: text }));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="center" gap="lg">
          <Group gap="xl">
            <OverallScore score={brand.overallScore} counted={withData} total={BRAND_SCORE_INDICATORS.length} />
            {isWhatIf ? (
              <div data-testid="what-if-overall-score" data-score={whatIf.overallScore ?? 'none'}>
                <OverallScore
                  label="What-if overall score"
                  score={whatIf.overallScore}
                  counted={whatIfCounted}
                  total={BRAND_SCORE_INDICATORS.length}
                />
              </div>
            ) : null}
          </Group>
          {isWhatIf ? (
            <Button variant="default" onClick={() => setInputs({})}>
              Reset what-if values
            </Button>
          ) : null}
        </Group>
        {isWhatIf ? (
          <Alert color="blue" variant="light" mt="sm" title="What-if">
            {whatIf.changed.size === 1 ? '1 indicator is' : `${whatIf.changed.size} indicators are`} scored from the
            values you typed. This is a what-if: it is worked out in your browser and not saved.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" mt="sm">
            Type a value into an indicator&apos;s what-if field to see how its bucket and the overall score would move.
            What-if values are not saved.
          </Text>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {BRAND_SCORE_INDICATORS.map((indicator) => (
          <IndicatorCard
            key={indicator}
            indicator={indicator}
            result={results.get(indicator)}
            whatIf={inputs[indicator] ?? ''}
            onWhatIfChange={(text) => setInput(indicator, text)}
            whatIfScore={whatIf.changed.has(indicator) ? whatIf.scores[indicator] : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
