// POST /api/v2/sellers/:sellerId/cost-of-goods-sold/upload: a CSV or XLSX file in the multipart field "file".
import { uploadCostOfGoodsSoldContract } from '@brandlens/contracts';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/http/define-route.ts';
import { readUploadBytes, readUploadFile } from '../../platform/http/multipart-upload.ts';
import { COGS_UPLOAD_LIMITS } from './cogs-upload-limits.ts';
import { uploadCostOfGoodsSold } from './cogs.service.ts';

/** The bytes of the "file" part, or undefined when the request carries none. Too large a file answers 413. */
async function readFilePart(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  const file = await readUploadFile(request, { fileSize: COGS_UPLOAD_LIMITS.maxFileBytes });
  if (file?.fieldName === 'file') return readUploadBytes(file, COGS_UPLOAD_LIMITS.maxFileBytes);
  file?.stream.resume();
  return undefined;
}

export const uploadCostOfGoodsSoldRoute = defineRoute({
  contract: uploadCostOfGoodsSoldContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, auth, request, deps }) {
    const file = await readFilePart(request);
    const result = await uploadCostOfGoodsSold(deps.db, auth, params.sellerId, file);
    if (result.status === 'rejected') return { status: 422 as const, body: result.body };
    return { status: 200 as const, body: result.body };
  },
});
