import {
  createCheckoutSessionContract,
  createPortalSessionContract,
  listPricesContract,
  type TSubscriptionCurrency,
} from '@brandlens/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const pricesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'prices'],
    queryFn: ({ signal }) =>
      apiRequest(listPricesContract.path, (data) => listPricesContract.responses[200].parse(data).prices, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** SPEC §4: prices load when the dialog opens for an organization that is not subscribed. */
export const usePrices = (enabled: boolean) => useQuery({ ...pricesQueryOptions(), enabled });

export function createCheckoutSession(input: { priceId: string; currency: TSubscriptionCurrency }) {
  return apiRequest(
    createCheckoutSessionContract.path,
    (data) => createCheckoutSessionContract.responses[200].parse(data),
    { method: createCheckoutSessionContract.method, body: input },
  );
}

export function createPortalSession() {
  return apiRequest(
    createPortalSessionContract.path,
    (data) => createPortalSessionContract.responses[200].parse(data),
    {
      method: createPortalSessionContract.method,
    },
  );
}

/** Both answer a Stripe page to open in this tab. */
export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
export const useCreatePortalSession = () => useMutation({ mutationFn: createPortalSession });
