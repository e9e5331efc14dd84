import { createImportContract, type TImport } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildApiPath } from '../../../lib/api-client';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { uploadFile, type UploadProgress } from '../../../lib/upload-file';

export interface CreateImportInput {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  /** An FBA inventory report's day (YYYY-MM-DD) and marketplace, which the report does not carry. */
  fields?: { asOf?: string; marketplaceId?: string };
}

/** Streams a report to the API; it answers 202 with the queued import. */
export function createImport(sellerId: string, { file, onProgress, fields }: CreateImportInput): Promise<TImport> {
  const sent = Object.fromEntries(
    Object.entries(fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return uploadFile(
    buildApiPath(createImportContract.path, { sellerId }),
    file,
    (data) => createImportContract.responses[202].parse(data),
    { ...(onProgress ? { onProgress } : {}), fields: sent },
  );
}

export function useCreateImport(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateImportInput) => createImport(sellerId, input),
    onSuccess: (created) => {
      queryClient.setQueryData(sellerDataKeys.importById(sellerId, created.id), created);
      void queryClient.invalidateQueries({ queryKey: sellerDataKeys.imports(sellerId) });
    },
  });
}
