import { listSettlementsContract, type TSettlement } from '@brandlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

// The reports are built from the settlements. This reads the seller's settlement list under the
// shared key (the same data the Settlements tab caches, refreshed when an import finishes) and
// keeps only whether there is any.

function findSettlements(sellerId: string, signal?: AbortSignal): Promise<TSettlement[]> {
  return apiRequest(
    buildApiPath(listSettlementsContract.path, { sellerId }),
    (data) => listSettlementsContract.responses[200].parse(data).settlements,
    signal ? { signal } : {},
  );
}

export const useHasSettlements = (sellerId: string) =>
  useQuery({
    queryKey: sellerDataKeys.settlements(sellerId),
    queryFn: ({ signal }) => findSettlements(sellerId, signal),
    select: (settlements) => settlements.length > 0,
  });
