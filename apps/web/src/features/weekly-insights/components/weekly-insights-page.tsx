import type { TWeeklyMetricKey } from '@brandlens/contracts';
import { Alert, Loader, Stack } from '@mantine/core';
import { isoWeekOf, shiftWeek } from '@brandlens/reporting-core';
import { useSearchParams } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format/format-date-time';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useSellerBrands } from '../api/get-seller-brands';
import { useWeeklyChanges } from '../api/get-weekly-changes';
import {
  parseWeeklyFilters,
  storeMetrics,
  weeklyFiltersToQuery,
  withWeeklyFilters,
  type WeeklyFilters,
} from '../utils/weekly-filters';
import { weekLabel } from '../utils/week-options';
import { Cm3ChangeCard } from './cm3-change-card';
import { MetricSwitches } from './metric-switches';
import { WeeklyFiltersBar } from './weekly-filters-bar';
import { WeeklyMetricTable } from './weekly-metric-table';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The week's CM3 change and why, and the switched-on §9 metrics per product week over week, under
 * the filters of the URL; with no sales at all, where the seller gets them.
 */
export function WeeklyInsightsPage({ sellerId }: { sellerId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseWeeklyFilters(searchParams);
  const query = weeklyFiltersToQuery(filters);
  const changes = useWeeklyChanges(sellerId, query);
  const marketplaces = useMarketplaces(sellerId);
  const brands = useSellerBrands(sellerId);
  const today = todayUtc();

  const setFilters = (patch: Partial<WeeklyFilters>) =>
    setSearchParams((current) => withWeeklyFilters(current, { ...parseWeeklyFilters(current), ...patch }), {
      replace: true,
    });
  const setMetrics = (metrics: TWeeklyMetricKey[]) => {
    storeMetrics(metrics);
    setFilters({ metrics });
  };

  if (changes.isPending) return <Loader size="sm" aria-label="Loading weekly insights" />;
  if (changes.isError) {
    return (
      <Alert color="red" variant="light" title="The weekly insights could not be loaded">
        {changes.error.message}
      </Alert>
    );
  }
  const data = changes.data;
  if (data.dataThrough === null && filters.week === undefined) {
    return (
      <EmptyStateCard
        heading="Weekly insights need settlement reports"
        action={{ label: 'Upload a settlement report', href: paths.seller.settings.getHref(sellerId) }}
      >
        Units sold, prices and the CM3 of each product per week are counted from the orders in the seller&apos;s
        settlement reports. Upload them under Settings › Imports, or connect Amazon Seller Central to have them synced.
      </EmptyStateCard>
    );
  }
  const lastEnded = shiftWeek(isoWeekOf(today), -1).week;
  const isOlderDefault = data.weekChoice === 'lastWithData' && data.week.week !== lastEnded;

  return (
    <Stack gap="lg">
      <WeeklyFiltersBar
        filters={filters}
        onChange={setFilters}
        marketplaces={marketplaces.data}
        brands={brands.data}
        currency={data.currency}
        week={data.week.week}
        today={today}
      />
      {isOlderDefault && data.dataThrough ? (
        <Alert color="blue" variant="light" data-testid="week-notice">
          {`The last sales are from ${formatDate(data.dataThrough)}, so this shows ${weekLabel(data.week)}, the last week with sales. Choose another week above.`}
        </Alert>
      ) : null}
      <MetricSwitches value={filters.metrics} onChange={setMetrics} />
      <Cm3ChangeCard changes={data} marketplaces={marketplaces.data} />
      {filters.metrics.map((metric) => (
        <WeeklyMetricTable
          key={metric}
          sellerId={sellerId}
          metric={metric}
          query={{ ...query, week: data.week.week }}
          marketplaces={marketplaces.data}
        />
      ))}
    </Stack>
  );
}
