import { asinProfitLossQueryOptions } from '../../../features/profit-loss/api/get-asin-profit-loss';
import { operationsStatementQueryOptions } from '../../../features/profit-loss/api/get-operations-statement';
import { monthlyProfitLossQueryOptions } from '../../../features/profit-loss/api/get-profit-loss';
import { parseProductTableParams } from '../../../features/profit-loss/utils/product-table-params';
import { parseStatementFilters } from '../../../lib/profit-loss/statement-filters';
import { sellerQueryOptions } from '../../../lib/sellers/get-seller';
import { sellersQueryOptions } from '../../../lib/sellers/get-sellers';
import { marketplacesQueryOptions } from '../../../lib/sellers/list-marketplaces';
import type { RoutePrefetch } from '../../../lib/route-handle';

// What the seller pages read first, asked for as the navigation starts (see ../../route-prefetch).
// Each uses the query options (and so the cache keys) its page reads, with the filters parsed
// from the URL the same way the page parses them.

/** The seller every seller page checks in its loader, and the seller list of the layout. */
export const prefetchSeller: RoutePrefetch = ({ params, queryClient }) => {
  if (!params.sellerId) return;
  void queryClient.prefetchQuery(sellersQueryOptions());
  void queryClient.prefetchQuery(sellerQueryOptions(params.sellerId));
};

/** The monthly statement: the Operations Assistant's table and actions. */
export const prefetchOperationsAssistant: RoutePrefetch = ({ params, searchParams, queryClient }) => {
  if (!params.sellerId) return;
  void queryClient.prefetchQuery(operationsStatementQueryOptions(params.sellerId, parseStatementFilters(searchParams)));
};

/** The product table first (the page's largest content), then the trend and the marketplace filter. */
export const prefetchProfitLossStatement: RoutePrefetch = ({ params, searchParams, queryClient }) => {
  if (!params.sellerId) return;
  const filters = parseStatementFilters(searchParams);
  void queryClient.prefetchQuery(
    asinProfitLossQueryOptions(params.sellerId, filters, parseProductTableParams(searchParams)),
  );
  void queryClient.prefetchQuery(monthlyProfitLossQueryOptions(params.sellerId, filters));
  void queryClient.prefetchQuery(marketplacesQueryOptions(params.sellerId));
};
