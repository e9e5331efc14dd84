import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { adKpisQueryOptions } from '../../../features/advertising/api/get-ad-kpis';
import { adMetricsQueryOptions } from '../../../features/advertising/api/get-ad-metrics';
import { AdvertisingPage } from '../../../features/advertising/components/advertising-page';
import { adFiltersToQuery, parseAdFilters } from '../../../features/advertising/utils/ad-filters';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { queryClientContext } from '../../router-context';

/**
 * Starts the KPIs' and the trend's requests with the seller's, instead of after the page has
 * rendered. Not awaited: the page shows its loader meanwhile, and a failure is the page's to show.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!params.sellerId) return null;
  const filters = parseAdFilters(new URL(request.url).searchParams);
  const query = adFiltersToQuery(filters);
  const queryClient = context.get(queryClientContext);
  void queryClient.prefetchQuery(adKpisQueryOptions(params.sellerId, query));
  void queryClient.prefetchQuery(adMetricsQueryOptions(params.sellerId, { ...query, aggregationView: filters.view }));
  return null;
}

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId ? <AdvertisingPage sellerId={sellerId} /> : null}
    </>
  );
}
