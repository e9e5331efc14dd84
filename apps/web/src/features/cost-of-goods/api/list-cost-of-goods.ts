import { listCostOfGoodsSoldContract, type TCostOfGoodsSold } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

export function findCostOfGoods(sellerId: string, signal?: AbortSignal): Promise<TCostOfGoodsSold[]> {
  return apiRequest(
    buildApiPath(listCostOfGoodsSoldContract.path, { sellerId }),
    (data) => listCostOfGoodsSoldContract.responses[200].parse(data).costOfGoodsSold,
    signal ? { signal } : {},
  );
}

export const costOfGoodsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.costOfGoods(sellerId),
    queryFn: ({ signal }) => findCostOfGoods(sellerId, signal),
  });

export const useCostOfGoods = (sellerId: string) => useQuery(costOfGoodsQueryOptions(sellerId));
