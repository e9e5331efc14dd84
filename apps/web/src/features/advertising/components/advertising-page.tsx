import { Alert, Loader, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useAdKpis } from '../api/get-ad-kpis';
import { useAdMetrics } from '../api/get-ad-metrics';
import { useAdSyncStatus } from '../api/get-ad-sync-status';
import { adFiltersToQuery, parseAdFilters, withAdFilters, type AdFilters } from '../utils/ad-filters';
import { AdFiltersBar } from './ad-filters-bar';
import { AdKpiTiles } from './ad-kpi-tiles';
import { AdSalesNotes } from './ad-sales-notes';
import { AdTables } from './ad-tables';
import { AdTrend } from './ad-trend';
import { AdSyncNotice, NoAdsDataState } from './ad-empty-state';
import { PpcReportMenu } from './ppc-report-menu';

/**
 * Advertising KPIs, the spend/sales/ACoS trend and the campaign and ASIN tables under the filters
 * of the URL; with no ads data at all, what the seller can do to get it.
 */
export function AdvertisingPage({ sellerId }: { sellerId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseAdFilters(searchParams);
  const query = adFiltersToQuery(filters);
  const kpis = useAdKpis(sellerId, query);
  // The trend's own read (one cache entry with it): it tells whether the seller has any ads data.
  const metrics = useAdMetrics(sellerId, { ...query, aggregationView: filters.view });
  const sync = useAdSyncStatus(sellerId);
  const marketplaces = useMarketplaces(sellerId);

  const setFilters = (patch: Partial<AdFilters>) =>
    setSearchParams((current) => withAdFilters(current, { ...parseAdFilters(current), ...patch }), { replace: true });

  if (kpis.isPending || metrics.isPending) return <Loader size="sm" aria-label="Loading advertising figures" />;
  if (kpis.isError || metrics.isError) {
    return (
      <Alert color="red" variant="light" title="The advertising figures could not be loaded">
        {(kpis.error ?? metrics.error)?.message}
      </Alert>
    );
  }
  // No day of ads data for the seller; the sync's days confirm it when they can be read.
  const hasNoAdsData = metrics.data.dataThrough === null && (sync.data?.coverage.length ?? 0) === 0;
  if (hasNoAdsData) return <NoAdsDataState sellerId={sellerId} sync={sync.data} />;

  const profitLossHref = paths.seller.operationsAssistant.getHref(sellerId, {
    ...(filters.targetCurrency ? { currency: filters.targetCurrency } : {}),
    ...(filters.marketplace ? { marketplace: filters.marketplace } : {}),
  });

  return (
    <Stack gap="lg">
      <AdSyncNotice sync={sync.data} />
      <AdFiltersBar
        filters={filters}
        onChange={setFilters}
        marketplaces={marketplaces.data}
        currency={kpis.data.currency}
      />
      <AdKpiTiles
        kpis={kpis.data}
        dataThrough={metrics.data.dataThrough}
        actions={<PpcReportMenu sellerId={sellerId} query={query} />}
      />
      <AdSalesNotes kpis={kpis.data} profitLossHref={profitLossHref} />
      <AdTrend sellerId={sellerId} query={query} view={filters.view} onViewChange={(view) => setFilters({ view })} />
      <AdTables sellerId={sellerId} filters={filters} onChange={setFilters} marketplaces={marketplaces.data} />
    </Stack>
  );
}
