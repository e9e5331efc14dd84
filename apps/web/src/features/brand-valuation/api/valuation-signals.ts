import {
  getValuationSignalsContract,
  setOpenToFundingContract,
  setOpenToOffersContract,
  type TValuationSignal,
  type TValuationSignalsWithHistory,
} from '@brandlens/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { brandValuationKeys } from './brand-valuation-keys';

// Open to offers and open to funding: the saved state with its history, and one write per signal.

export function getValuationSignals(sellerId: string, signal?: AbortSignal): Promise<TValuationSignalsWithHistory> {
  return apiRequest(
    buildApiPath(getValuationSignalsContract.path, { sellerId }),
    (data) => getValuationSignalsContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const valuationSignalsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: brandValuationKeys.signals(sellerId),
    queryFn: ({ signal }) => getValuationSignals(sellerId, signal),
  });

export const useValuationSignals = (sellerId: string) => useQuery(valuationSignalsQueryOptions(sellerId));

const signalContracts = { openToOffers: setOpenToOffersContract, openToFunding: setOpenToFundingContract } as const;

export function setValuationSignal(sellerId: string, signal: TValuationSignal, open: boolean) {
  const contract = signalContracts[signal];
  return apiRequest(buildApiPath(contract.path, { sellerId }), (data) => contract.responses[200].parse(data), {
    method: contract.method,
    body: { open },
  });
}

/** Records a change; the saved state shows at once, and the history is read again. */
export function useSetValuationSignal(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, open }: { signal: TValuationSignal; open: boolean }) =>
      setValuationSignal(sellerId, signal, open),
    onSuccess: (saved) => {
      queryClient.setQueryData<TValuationSignalsWithHistory>(brandValuationKeys.signals(sellerId), (current) =>
        current ? { ...current, ...saved } : current,
      );
      return queryClient.invalidateQueries({ queryKey: brandValuationKeys.signals(sellerId) });
    },
  });
}
