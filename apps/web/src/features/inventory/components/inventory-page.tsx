import type { TStockRecommendation } from '@brandlens/contracts';
import { Alert, Loader, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { ReportDownloadMenu } from '../../../components/ui/report-download-menu';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format/format-date-time';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useStockRecommendations } from '../api/get-stock-recommendations';
import {
  DETAIL_ROW_KEY,
  hasNarrowingFilter,
  parseStockFilters,
  stockFiltersToQuery,
  withoutNarrowingFilters,
  withStockFilters,
  type StockFilters,
} from '../utils/stock-filters';
import { NoStockDataState } from './inventory-empty-state';
import { PlanningSettingsPanel } from './planning-settings-panel';
import { StockDetailDrawer } from './stock-detail-drawer';
import { StockFiltersBar } from './stock-filters-bar';
import { StockSummary } from './stock-summary';
import { StockTable } from './stock-table';

/**
 * Stock, velocity, cover and reorder figures per SKU under the filters of the URL; a row opens
 * its panel (kept in the URL too, so a link or the back button reopens or closes it).
 */
export function InventoryPage({ sellerId }: { sellerId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseStockFilters(searchParams);
  const query = stockFiltersToQuery(filters);
  const stock = useStockRecommendations(sellerId, query);
  const marketplaces = useMarketplaces(sellerId);

  // A new filter gives new rows, so an open panel closes with it.
  const setFilters = (patch: Partial<StockFilters>) =>
    setSearchParams(
      (current) => {
        const next = withStockFilters(current, { ...parseStockFilters(current), ...patch });
        next.delete(DETAIL_ROW_KEY);
        return next;
      },
      { replace: true },
    );
  const closeDetail = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DETAIL_ROW_KEY);
        return next;
      },
      { replace: true },
    );
  const detailHref = useCallback(
    (row: TStockRecommendation) => {
      const next = new URLSearchParams(searchParams);
      next.set(DETAIL_ROW_KEY, row.key);
      return paths.seller.inventory.getHref(sellerId, next);
    },
    [searchParams, sellerId],
  );

  if (stock.isPending) return <Loader size="sm" aria-label="Loading stock recommendations" />;
  if (stock.isError) {
    return (
      <Alert color="red" variant="light" title="The stock recommendations could not be loaded">
        {stock.error.message}
      </Alert>
    );
  }
  const { data } = stock;
  if (data.stockDay === null) {
    return (
      <Stack gap="lg">
        <NoStockDataState sellerId={sellerId} />
        <PlanningSettingsPanel sellerId={sellerId} />
      </Stack>
    );
  }

  const brands = [...new Set(data.rows.flatMap((row) => (row.brand ? [row.brand] : [])))];
  const detailKey = searchParams.get(DETAIL_ROW_KEY);
  const detailRow = detailKey === null ? null : (data.rows.find((row) => row.key === detailKey) ?? null);
  const resetHref = paths.seller.inventory.getHref(
    sellerId,
    withStockFilters(searchParams, withoutNarrowingFilters(filters)),
  );

  return (
    <Stack gap="lg">
      <StockFiltersBar
        filters={filters}
        onChange={setFilters}
        marketplaces={marketplaces.data}
        brands={brands}
        windowDays={filters.windowDays ?? data.windowDays}
      />
      <StockSummary
        data={data}
        actions={
          <ReportDownloadMenu
            label="Download report"
            size="xs"
            getHref={(format) => paths.downloads.stockRecommendationsReport.getHref(sellerId, { ...query, format })}
          />
        }
      />
      {data.rows.length > 0 ? (
        <StockTable
          rows={data.rows}
          aggregation={data.aggregation}
          windowDays={data.windowDays}
          marketplaces={marketplaces.data}
          detailHref={detailHref}
        />
      ) : hasNarrowingFilter(filters) ? (
        <EmptyStateCard heading="No SKU matches these filters" action={{ label: 'Reset filters', href: resetHref }}>
          {`None of the stock of ${formatDate(data.stockDay)} matches the marketplace, brand, at risk or text filter.`}
        </EmptyStateCard>
      ) : (
        <EmptyStateCard heading="No SKU in stock figures">
          {`The stock figures of ${formatDate(data.stockDay)} have no SKU to plan for.`}
        </EmptyStateCard>
      )}
      <PlanningSettingsPanel sellerId={sellerId} />
      <StockDetailDrawer sellerId={sellerId} row={detailRow} marketplaces={marketplaces.data} onClose={closeDetail} />
    </Stack>
  );
}
