import type { TAdAsinRow, TAdAsins, TMarketplace } from '@brandlens/contracts';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney, isZeroDecimal } from '../../../lib/format/format-money';
import { adFigureColumns } from '../utils/ad-figure-columns';

export const ASIN_TABLE_LABEL = 'Advertised ASINs';

function asinColumns(data: TAdAsins, marketplaces: ReadonlyMap<string, TMarketplace>): DataTableColumn<TAdAsinRow>[] {
  return [
    { id: 'asin', header: 'ASIN', kind: 'text', accessor: (row) => row.asin },
    { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku },
    { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isTruncated: true },
    { id: 'brand', header: 'Brand', kind: 'text', accessor: (row) => row.brand },
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      accessor: (row) => marketplaces.get(row.marketplaceId)?.marketplaceName ?? row.marketplaceId,
      render: (row) => (
        <MarketplaceLabel marketplaceId={row.marketplaceId} marketplace={marketplaces.get(row.marketplaceId)} />
      ),
    },
    { id: 'campaignCount', header: 'Campaigns', kind: 'units', accessor: (row) => String(row.campaignCount) },
    ...adFigureColumns<TAdAsinRow>(data.currency, data.totals, { withTotalSales: true }),
  ];
}

interface AdAsinTableProps {
  data: TAdAsins;
  marketplaces: readonly TMarketplace[] | undefined;
}

/** Every advertised ASIN of the filter with its TACoS against the ledger's sales of the same days. */
export function AdAsinTable({ data, marketplaces }: AdAsinTableProps) {
  const columns = useMemo(
    () =>
      asinColumns(data, new Map((marketplaces ?? []).map((marketplace) => [marketplace.marketplaceId, marketplace]))),
    [data, marketplaces],
  );
  return (
    <DataTable
      tableId="advertising-asins"
      label={ASIN_TABLE_LABEL}
      columns={columns}
      rows={data.rows}
      getRowId={(row) => row.key}
      totalsLabel={`Totals (${data.rows.length} ASIN${data.rows.length === 1 ? '' : 's'})`}
      initialSort={{ columnId: 'spend', direction: 'desc' }}
      emptyText="No advertised ASIN had impressions or spend in this period."
      legend={
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {`Figures in ${data.currency}, ${formatDate(data.from)} to ${formatDate(data.to)}. Total sales: the P&L's net sales of the ASIN on the same days; TACoS = spend / total sales.`}
          </Text>
          {isZeroDecimal(data.unattributedSpend) ? null : (
            <Text size="xs" c="dimmed" data-testid="unattributed-spend">
              {`${formatMoney(data.unattributedSpend, data.currency)} of spend is in no row: its campaigns' reports name no ASIN (Sponsored Brands).`}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            * Estimated: Amazon still attributes sales to the last days, so they may move.
          </Text>
        </Stack>
      }
    />
  );
}
