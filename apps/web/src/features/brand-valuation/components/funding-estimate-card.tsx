import type { TCurrencyCode } from '@brandlens/contracts';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/format/format-money';
import { EstimatedMark } from '../../../components/ui/data-table/estimated-mark';
import { useFundingEstimate } from '../api/get-funding-estimate';
import { describeDates } from '../utils/describe-basis';

interface FundingEstimateCardProps {
  sellerId: string;
  /** A brand key or slug; 'all' for the whole seller. */
  brandName: string;
  targetCurrency: TCurrencyCode | undefined;
}

/** The valuation range with its currency, period, method and estimated flag, or why there is none. */
export function FundingEstimateCard({ sellerId, brandName, targetCurrency }: FundingEstimateCardProps) {
  const estimate = useFundingEstimate(sellerId, brandName, targetCurrency);

  let body;
  if (estimate.isPending) body = <Loader size="sm" aria-label="Loading the funding estimate" />;
  else if (estimate.isError) {
    body = (
      <Alert color="red" variant="light">
        {estimate.error.message}
      </Alert>
    );
  } else {
    const data = estimate.data;
    const period = describeDates(data.from, data.to);
    body = data.available ? (
      <Stack gap={4}>
        <Group gap="xs" align="baseline">
          <Text size="xl" fw={700} data-testid="funding-range">
            {formatMoney(data.low, data.currency, 0)} – {formatMoney(data.high, data.currency, 0)}
            {data.estimated ? <EstimatedMark /> : null}
          </Text>
        </Group>
        <Text size="sm">
          Trailing 12-month EBITDA {formatMoney(data.trailingEbitda, data.currency)} × {data.multipleLow}–
          {data.multipleHigh} (multiple for an overall score of {data.overallScore}), {period}.
        </Text>
        <Text size="xs" c="dimmed">
          {data.method}
          {data.estimated ? ' * Estimated: some figures behind it come from settlements that are not final yet.' : ''}
        </Text>
      </Stack>
    ) : (
      <Stack gap={4}>
        <Text fw={600}>No estimate available</Text>
        <Text size="sm" data-testid="funding-unavailable">
          {data.unavailable}
        </Text>
        <Text size="xs" c="dimmed">
          {data.method} {period ? `Period: ${period}.` : ''}
        </Text>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="funding-estimate-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="funding-estimate-heading">
          Funding estimate
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
