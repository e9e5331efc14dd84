import { uploadCostOfGoodsSoldContract, type TCogsStored } from '@brandlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildApiPath } from '../../../lib/api-client';
import { invalidateSellerFigures, sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import { uploadFile } from '../../../lib/upload-file';

/** Sends a CSV or XLSX file; a 422 (any bad row, nothing stored) carries `rowErrors` in its body. */
export function uploadCostOfGoods(sellerId: string, file: File): Promise<TCogsStored> {
  return uploadFile(buildApiPath(uploadCostOfGoodsSoldContract.path, { sellerId }), file, (data) =>
    uploadCostOfGoodsSoldContract.responses[200].parse(data),
  );
}

export function useUploadCostOfGoods(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCostOfGoods(sellerId, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerDataKeys.costOfGoods(sellerId) });
      void queryClient.invalidateQueries({ queryKey: sellerDataKeys.cogsStatus(sellerId) });
      // Landed costs feed the statement's cost lines and the brand scores' margins.
      invalidateSellerFigures(queryClient, sellerId);
    },
  });
}
