import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { weeklyChangesQueryOptions } from '../../../features/weekly-insights/api/get-weekly-changes';
import { WeeklyInsightsPage } from '../../../features/weekly-insights/components/weekly-insights-page';
import { parseWeeklyFilters, weeklyFiltersToQuery } from '../../../features/weekly-insights/utils/weekly-filters';
import { queryClientContext } from '../../router-context';

/** Starts the week's request with the seller's; not awaited: the page shows its loader meanwhile. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!params.sellerId) return null;
  const query = weeklyFiltersToQuery(parseWeeklyFilters(new URL(request.url).searchParams));
  void context.get(queryClientContext).prefetchQuery(weeklyChangesQueryOptions(params.sellerId, query));
  return null;
}

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId ? <WeeklyInsightsPage sellerId={sellerId} /> : null}
    </>
  );
}
