import { Stack, Text } from '@mantine/core';
import { formatShare } from '../../../lib/format/format-share';
import { useCogsStatus } from '../api/get-cogs-status';

const unitsFormatter = new Intl.NumberFormat('en-US');
const SKUS_SHOWN = 5;

/** 'X % of sold units have a known cost', when there are sales to measure it on. */
export function CogsStatusText({ sellerId }: { sellerId: string }) {
  const { data: status } = useCogsStatus(sellerId);
  if (!status || status.share === null) return null;
  const missing = status.skusWithoutCost.slice(0, SKUS_SHOWN);
  return (
    <Stack gap={2}>
      <Text data-testid="cogs-status">
        {`${formatShare(status.share)} of sold units have a known cost`}
        <Text span size="sm" c="dimmed">
          {` (${unitsFormatter.format(status.unitsWithCost)} of ${unitsFormatter.format(status.unitsSold)} units, each on its sale date)`}
        </Text>
      </Text>
      {missing.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="skus-without-cost">
          {`Most sold without a cost: ${missing
            .map((entry) => `${entry.sku ?? 'no SKU'} (${unitsFormatter.format(entry.unitsSold)} units)`)
            .join(', ')}`}
        </Text>
      ) : null}
    </Stack>
  );
}
