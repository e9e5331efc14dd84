import { listImportsContract, type TImport } from '@brandlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { importActivityOf } from '../utils/import-activity';

/** While an import runs, the pages whose figures it changes look again this often. */
export const IMPORT_ACTIVITY_REFRESH_MS = 5_000;

// The seller's imports list (GET /v2/sellers/{s}/imports) under its shared key, so the banner and the
// imports screen read one cached copy.
export const importActivityQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: sellerDataKeys.imports(sellerId),
    queryFn: ({ signal }): Promise<TImport[]> =>
      apiRequest(
        buildApiPath(listImportsContract.path, { sellerId }),
        (data) => listImportsContract.responses[200].parse(data).imports,
        { signal },
      ),
    refetchInterval: (query) => (importActivityOf(query.state.data ?? []) ? IMPORT_ACTIVITY_REFRESH_MS : false),
  });

export const useImportActivity = (sellerId: string) =>
  useQuery({ ...importActivityQueryOptions(sellerId), select: importActivityOf });
