import { listImportsContract, type TImport } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { isImportActive } from '../utils/describe-import';

/** While an import started elsewhere (another tab, the CLI) is still running, the history refreshes. */
export const IMPORTS_REFRESH_INTERVAL_MS = 5_000;

export function findImports(sellerId: string, signal?: AbortSignal): Promise<TImport[]> {
  return apiRequest(
    buildApiPath(listImportsContract.path, { sellerId }),
    (data) => listImportsContract.responses[200].parse(data).imports,
    signal ? { signal } : {},
  );
}

export const importsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.imports(sellerId),
    queryFn: ({ signal }) => findImports(sellerId, signal),
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? IMPORTS_REFRESH_INTERVAL_MS : false),
  });

export const useImports = (sellerId: string) => useQuery(importsQueryOptions(sellerId));
