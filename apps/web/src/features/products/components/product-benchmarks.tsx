import type { TBenchmarkDataPoint } from '@brandlens/contracts';
import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useBenchmarks } from '../api/get-benchmarks';
import type { TProductRequest } from '../utils/product-filters';

const METRIC_LABELS: Record<TBenchmarkDataPoint['metric'], string> = {
  margin: 'Margin (CM3 / net sales)',
  returnRate: 'Return rate',
  conversion: 'Conversion',
};
const POSITION_LABELS: Record<NonNullable<TBenchmarkDataPoint['position']>, string> = {
  'top-quartile': 'Top quarter',
  'above-median': 'Above median',
  'below-median': 'Below median',
  'bottom-quartile': 'Bottom quarter',
};
const percent = (value: string | null) => (value === null ? '—' : `${value} %`);

interface ProductBenchmarksProps {
  sellerId: string;
  productId: string;
  query: TProductRequest;
}

/** The product against the seller's other products of its category, each row saying its source. */
export function ProductBenchmarks({ sellerId, productId, query }: ProductBenchmarksProps) {
  const benchmarks = useBenchmarks(sellerId, productId, query);
  if (benchmarks.isPending) return <Loader size="sm" aria-label="Loading benchmarks" />;
  if (benchmarks.isError) {
    return (
      <Alert color="red" variant="light" title="The benchmarks could not be loaded">
        {benchmarks.error.message}
      </Alert>
    );
  }
  const { category, categorySource, dataPoints } = benchmarks.data;
  const peers =
    categorySource === 'none'
      ? "all the seller's other products (no category is known for this one)"
      : `the seller's other products in ${category} (from the ${categorySource === 'catalog' ? 'catalogue' : 'best seller rank'})`;
  return (
    <Stack gap="xs" data-testid="product-benchmarks">
      <Title order={3} size="h4">
        Benchmarks
      </Title>
      <Text size="sm" c="dimmed">{`Compared with ${peers}.`}</Text>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Metric</Table.Th>
              <Table.Th>This product</Table.Th>
              <Table.Th>Lower quartile</Table.Th>
              <Table.Th>Median</Table.Th>
              <Table.Th>Upper quartile</Table.Th>
              <Table.Th>Position</Table.Th>
              <Table.Th>Compared</Table.Th>
              <Table.Th>Source</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dataPoints.map((point) => (
              <Table.Tr key={point.metric}>
                <Table.Td>{METRIC_LABELS[point.metric]}</Table.Td>
                <Table.Td>{percent(point.value)}</Table.Td>
                <Table.Td>{percent(point.lowerQuartile)}</Table.Td>
                <Table.Td>{percent(point.median)}</Table.Td>
                <Table.Td>{percent(point.upperQuartile)}</Table.Td>
                <Table.Td>{point.position ? POSITION_LABELS[point.position] : '—'}</Table.Td>
                <Table.Td>{`${point.comparedProducts} product${point.comparedProducts === 1 ? '' : 's'}`}</Table.Td>
                <Table.Td>
                  <Text size="xs">{point.source}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
