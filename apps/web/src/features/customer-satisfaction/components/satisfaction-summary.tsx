import type { TCustomerSatisfactionTrend } from '@brandlens/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LineChart } from '../../../components/charts/line-chart';
import { formatDate } from '../../../lib/format/format-date-time';
import { buildRatesOption, buildReviewVolumeOption } from '../utils/build-satisfaction-options';
import { formatFraction } from '../utils/format-fraction';

const count = new Intl.NumberFormat('en-US');

function Tile({ label, value, caption }: { label: string; value: string; caption: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Paper>
  );
}

/** The period's headline figures and the two monthly charts. */
export function SatisfactionSummary({ data }: { data: TCustomerSatisfactionTrend }) {
  const { totals } = data;
  const volumeOption = useMemo(() => buildReviewVolumeOption(data.months), [data.months]);
  const ratesOption = useMemo(() => buildRatesOption(data.months), [data.months]);
  const estimated = totals.estimated ? ' (estimated: some refunds or sales are not settled yet)' : '';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="satisfaction-tiles">
        <Tile
          label="Average rating"
          value={totals.averageRating ?? '–'}
          caption={`${count.format(totals.ratingCount)} ratings on ${formatDate(data.to)}`}
        />
        <Tile
          label="New ratings"
          value={count.format(totals.newRatings)}
          caption={`${count.format(totals.newReviews)} with a written review`}
        />
        <Tile
          label="Negative-review rate"
          value={formatFraction(totals.negativeRate)}
          caption={`${count.format(totals.newNegativeRatings)} new 1–2 star ratings`}
        />
        <Tile
          label="Return rate"
          value={formatFraction(totals.returnRate)}
          caption={`${count.format(totals.unitsReturned)} of ${count.format(totals.unitsSold)} units${estimated}`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={4}>
          <Title order={3} size="h5">
            Ratings and reviews per month
          </Title>
          <LineChart
            option={volumeOption}
            label="New ratings and reviews per month, and the average rating at each month's end"
            height={280}
          />
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Negative reviews and returns per month
          </Title>
          <LineChart option={ratesOption} label="Negative-review rate and return rate per month" height={280} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
