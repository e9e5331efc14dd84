import {
  getCogsStatusContract,
  listSettlementsContract,
  type TCogsStatus,
  type TSettlement,
} from '@brandlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import type { StatementFilters } from '../../../lib/profit-loss/statement-filters';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { asinProfitLossQueryOptions } from './get-asin-profit-loss';

// The reads behind the Operations Assistant's actions. Settlements and the cost status use the
// shared seller-data keys with the same cached shape as their own features, so an import
// refreshes them here too.

export const NEGATIVE_MARGIN_PRODUCTS = 10;

function findSettlements(sellerId: string, signal: AbortSignal): Promise<TSettlement[]> {
  return apiRequest(
    buildApiPath(listSettlementsContract.path, { sellerId }),
    (data) => listSettlementsContract.responses[200].parse(data).settlements,
    { signal },
  );
}

function getCogsStatus(sellerId: string, signal: AbortSignal): Promise<TCogsStatus> {
  return apiRequest(
    buildApiPath(getCogsStatusContract.path, { sellerId }),
    (data) => getCogsStatusContract.responses[200].parse(data),
    { signal },
  );
}

/** Each source answers on its own; one that fails leaves its actions out. */
export function useActionSources(sellerId: string, filters: StatementFilters, lastMonth: string) {
  const settlements = useQuery({
    queryKey: sellerDataKeys.settlements(sellerId),
    queryFn: ({ signal }) => findSettlements(sellerId, signal),
  });
  const cogsStatus = useQuery({
    queryKey: sellerDataKeys.cogsStatus(sellerId),
    queryFn: ({ signal }) => getCogsStatus(sellerId, signal),
  });
  const products = useQuery(
    asinProfitLossQueryOptions(
      sellerId,
      { ...filters, period: lastMonth },
      {
        sortBy: 'contributionMargin3',
        sortOrder: 'asc',
        search: undefined,
        page: 1,
        pageSize: NEGATIVE_MARGIN_PRODUCTS,
      },
    ),
  );
  return { settlements, cogsStatus, products };
}
