import { getImportContract, type TImport } from '@brandlens/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { invalidateSellerFigures, sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { isImportActive } from '../utils/describe-import';

/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_INTERVAL_MS = 1_000;

export function getImport(sellerId: string, importId: string, signal?: AbortSignal): Promise<TImport> {
  return apiRequest(
    buildApiPath(getImportContract.path, { sellerId, importId }),
    (data) => getImportContract.responses[200].parse(data),
    signal ? { signal } : {},
  );
}

export const importQueryOptions = (sellerId: string, importId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.importById(sellerId, importId),
    queryFn: ({ signal }) => getImport(sellerId, importId, signal),
    // Polls while the job works; stops by itself once it has succeeded or failed.
    refetchInterval: (query) =>
      !query.state.data || isImportActive(query.state.data) ? IMPORT_POLL_INTERVAL_MS : false,
  });

/** Keeps the history row of the import in step, and refreshes what a finished import changes. */
function syncImport(queryClient: QueryClient, sellerId: string, latest: TImport): void {
  queryClient.setQueryData<TImport[]>(sellerDataKeys.imports(sellerId), (imports) =>
    imports?.some((entry) => entry.id === latest.id)
      ? imports.map((entry) => (entry.id === latest.id ? latest : entry))
      : imports && [latest, ...imports],
  );
  if (isImportActive(latest)) return;
  void queryClient.invalidateQueries({ queryKey: sellerDataKeys.imports(sellerId) });
  if (latest.status === 'succeeded') {
    void queryClient.invalidateQueries({ queryKey: sellerDataKeys.settlements(sellerId) });
    void queryClient.invalidateQueries({ queryKey: sellerDataKeys.cogsStatus(sellerId) });
    invalidateSellerFigures(queryClient, sellerId);
  }
}

export function useImport(sellerId: string, importId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(importQueryOptions(sellerId, importId));
  const { data } = query;
  useEffect(() => {
    if (data) syncImport(queryClient, sellerId, data);
  }, [data, queryClient, sellerId]);
  return query;
}
