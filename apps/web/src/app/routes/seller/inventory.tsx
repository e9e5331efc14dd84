import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { RouteTitle } from '../../../components/layouts/route-title';
import { ImportActivityBanner } from '../../../features/import-activity/components/import-activity-banner';
import { stockRecommendationsQueryOptions } from '../../../features/inventory/api/get-stock-recommendations';
import { InventoryPage } from '../../../features/inventory/components/inventory-page';
import { parseStockFilters, stockFiltersToQuery } from '../../../features/inventory/utils/stock-filters';
import { queryClientContext } from '../../router-context';

/**
 * Starts the recommendations' request with the seller's, instead of after the page has rendered.
 * Not awaited: the page shows its loader meanwhile, and a failure is the page's to show.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!params.sellerId) return null;
  const filters = parseStockFilters(new URL(request.url).searchParams);
  void context
    .get(queryClientContext)
    .prefetchQuery(stockRecommendationsQueryOptions(params.sellerId, stockFiltersToQuery(filters)));
  return null;
}

export function Component() {
  const { sellerId } = useParams();
  return (
    <>
      <RouteTitle />
      {sellerId ? <ImportActivityBanner sellerId={sellerId} /> : null}
      {sellerId ? <InventoryPage sellerId={sellerId} /> : null}
    </>
  );
}
