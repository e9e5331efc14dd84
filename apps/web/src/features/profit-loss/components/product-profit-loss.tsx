import { Alert, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DataFreshnessLine } from '../../../components/ui/data-freshness-line';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { CurrencySelect, PeriodSelect } from '../../../components/ui/statement-filter-selects';
import { useStatementFilters } from '../../../lib/profit-loss/use-statement-filters';
import { getAllAsinProfitLossRows, useAsinProfitLoss, type ProductTableState } from '../api/get-asin-profit-loss';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { parseProductTableParams, withProductTableParams } from '../utils/product-table-params';
import { ProductTable } from './product-table';
import { ProfitLossTrend } from './profit-loss-trend';

const SEARCH_DEBOUNCE_MS = 300;
const ALL_MARKETPLACES = 'all';

/** The P&L statement per product: filters and table state in the URL, sorted and paged by the server. */
export function ProductProfitLoss({ sellerId }: { sellerId: string }) {
  const { filters, setFilters, searchParams, setSearchParams } = useStatementFilters();
  const table = parseProductTableParams(searchParams);
  const products = useAsinProfitLoss(sellerId, filters, table);
  const marketplaces = useMarketplaces(sellerId);
  // What the user types; the URL (and so the query) follows after a pause.
  const [searchText, setSearchText] = useState(table.search ?? '');

  const setTable = (patch: Partial<ProductTableState>) =>
    setSearchParams((current) => withProductTableParams(current, { ...parseProductTableParams(current), ...patch }), {
      replace: true,
    });
  const commitSearch = useDebouncedCallback(
    (value: string) => setTable({ search: value.trim() || undefined, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  // Brands come from the products shown; the selected one stays even when this page has none.
  const brands = new Set<string>(products.data?.rows.flatMap((row) => (row.brand ? [row.brand] : [])) ?? []);
  if (filters.brand !== 'all') brands.add(filters.brand);
  const resetPage = ['page'] as const;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group align="flex-end" gap="sm">
          <CurrencySelect
            value={filters.targetCurrency ?? products.data?.currency}
            onChange={(targetCurrency) => setFilters({ targetCurrency })}
          />
          <PeriodSelect value={filters.period} onChange={(period) => setFilters({ period }, resetPage)} />
          <Select
            label="Brand"
            w={200}
            allowDeselect={false}
            data={[
              { value: 'all', label: 'All Brands' },
              ...[...brands].sort().map((brand) => ({ value: brand, label: brand })),
            ]}
            value={filters.brand}
            onChange={(brand) => setFilters({ brand: brand ?? 'all' }, resetPage)}
          />
          <Select
            label="Marketplace"
            w={220}
            allowDeselect={false}
            data={[
              { value: ALL_MARKETPLACES, label: 'All marketplaces' },
              ...(marketplaces.data ?? []).map((marketplace) => ({
                value: marketplace.marketplaceId,
                label: marketplace.marketplaceName,
              })),
            ]}
            value={filters.marketplace ?? ALL_MARKETPLACES}
            onChange={(marketplace) =>
              setFilters(
                { marketplace: marketplace && marketplace !== ALL_MARKETPLACES ? marketplace : undefined },
                resetPage,
              )
            }
          />
          <TextInput
            label="Filter"
            placeholder="SKU, ASIN or title"
            w={240}
            value={searchText}
            maxLength={200}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              commitSearch(event.currentTarget.value);
            }}
          />
        </Group>
        <DataFreshnessLine sellerId={sellerId} />
      </Stack>
      <ProfitLossTrend sellerId={sellerId} filters={filters} />
      {products.isPending ? (
        <Loader size="sm" aria-label="Loading products" />
      ) : products.isError ? (
        <Alert color="red" variant="light">
          {products.error.message}
        </Alert>
      ) : products.data.totalRows === 0 ? (
        <EmptyStateCard>
          {table.search ? 'No product matches this filter.' : 'No product sold in this period.'}
        </EmptyStateCard>
      ) : (
        <ProductTable
          data={products.data}
          table={table}
          marketplaces={marketplaces.data}
          onTableChange={setTable}
          loadAllRows={() => getAllAsinProfitLossRows(sellerId, filters, table)}
        />
      )}
    </Stack>
  );
}
