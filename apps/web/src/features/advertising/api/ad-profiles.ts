import { listAdProfilesContract, selectAdProfilesContract, type TAdProfile } from '@brandlens/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { advertisingKeys } from './advertising-keys';

export function listAdProfiles(sellerId: string, signal?: AbortSignal): Promise<TAdProfile[]> {
  return apiRequest(
    buildApiPath(listAdProfilesContract.path, { sellerId }),
    (data) => listAdProfilesContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export function selectAdProfiles(sellerId: string, profileIds: string[]): Promise<TAdProfile[]> {
  return apiRequest(
    buildApiPath(selectAdProfilesContract.path, { sellerId }),
    (data) => selectAdProfilesContract.responses[200].parse(data),
    { method: selectAdProfilesContract.method, body: { profileIds } },
  );
}

export const adProfilesQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: advertisingKeys.profiles(sellerId),
    queryFn: ({ signal }) => listAdProfiles(sellerId, signal),
  });

/** The advertiser profiles of the connection (the server reads them from Amazon). */
export const useAdProfiles = (sellerId: string) => useQuery(adProfilesQueryOptions(sellerId));

/** Saves the choice; a newly chosen profile starts its backfill, so the sync state is read again. */
export function useSelectAdProfiles(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileIds: string[]) => selectAdProfiles(sellerId, profileIds),
    onSuccess: (profiles) => {
      queryClient.setQueryData(advertisingKeys.profiles(sellerId), profiles);
      void queryClient.invalidateQueries({ queryKey: advertisingKeys.syncStatus(sellerId) });
    },
  });
}
