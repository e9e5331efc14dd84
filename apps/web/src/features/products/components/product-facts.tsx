import type { TProductDetail } from '@brandlens/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';

interface Tile {
  key: string;
  label: string;
  value: string;
  note: string;
}

const percent = (value: string | null) => (value === null ? '—' : `${value} %`);
const estimatedMark = (isEstimated: boolean) => (isEstimated ? ' *' : '');

function tilesOf(detail: TProductDetail): Tile[] {
  const { currency, totals, stock, ads, traffic, rank, reviews } = detail;
  const mark = estimatedMark(totals.estimated);
  return [
    {
      key: 'net-sales',
      label: 'Net sales',
      value: `${formatMoney(totals.netSales, currency)}${mark}`,
      note: `${totals.unitsSold} units`,
    },
    {
      key: 'cm3',
      label: 'CM3',
      value: `${formatMoney(totals.contributionMargin3, currency)}${mark}`,
      note: `Margin ${percent(totals.margin)}`,
    },
    {
      key: 'price',
      label: 'Average price',
      value: totals.price === null ? '—' : formatMoney(totals.price, currency),
      note: 'Product sales / units',
    },
    {
      key: 'stock',
      label: 'Fulfillable stock',
      value: stock ? String(stock.fulfillable) : '—',
      note: stock ? `${stock.inbound} inbound, ${formatDate(stock.day)}` : 'No FBA stock report in the period',
    },
    {
      key: 'ads',
      label: 'Ad spend',
      value: ads ? `${formatMoney(ads.spend, currency)}${estimatedMark(ads.estimated)}` : '—',
      note: ads ? `ACoS ${percent(ads.acos)}, TACoS ${percent(ads.tacos)}` : 'No ads for its ASIN in the period',
    },
    {
      key: 'sessions',
      label: 'Sessions',
      value: traffic ? String(traffic.sessions) : '—',
      note: traffic ? `Conversion ${percent(traffic.conversion)}` : 'No Sales and Traffic report in the period',
    },
    {
      key: 'bsr',
      label: 'Best seller rank',
      value: rank ? `#${rank.rank}` : '—',
      note: rank ? `${rank.category}, ${formatDate(rank.day)}` : 'No rank in the period',
    },
    {
      key: 'rating',
      label: 'Rating',
      value: reviews?.averageRating ?? '—',
      note: reviews ? `${reviews.ratingCount} ratings, ${reviews.reviewCount} reviews` : 'No reviews recorded',
    },
  ];
}

/** The product's figures of the period, each with where it comes from when it is missing. */
export function ProductFacts({ detail }: { detail: TProductDetail }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {tilesOf(detail).map((tile) => (
        <Paper key={tile.key} withBorder radius="md" p="sm" data-testid={`product-${tile.key}`}>
          <Text size="xs" c="dimmed">
            {tile.label}
          </Text>
          <Text fw={600} size="lg">
            {tile.value}
          </Text>
          <Text size="xs" c="dimmed">
            {tile.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
