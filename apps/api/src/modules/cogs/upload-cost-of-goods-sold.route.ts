// POST /api/v2/sellers/:sellerId/cost-of-goods-sold/upload: a CSV or XLSX file in the multipart field "file".
import { uploadCostOfGoodsSoldContract } from '@brandlens/contracts';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/http/define-route.ts';
import { uploadCostOfGoodsSold } from './cogs.service.ts';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The bytes of the "file" part, or undefined when the request carries none. Too large a file answers 413. */
async function readFilePart(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } })) {
    if (part.type === 'file' && part.fieldname === 'file') return part.toBuffer();
    if (part.type === 'file') part.file.resume();
  }
  return undefined;
}

export const uploadCostOfGoodsSoldRoute = defineRoute({
  contract: uploadCostOfGoodsSoldContract,
  access: 'user',
  async handler({ params, auth, request, deps }) {
    const file = await readFilePart(request);
    const result = await uploadCostOfGoodsSold(deps.db, auth, params.sellerId, file);
    if (result.status === 'rejected') return { status: 422 as const, body: result.body };
    return { status: 200 as const, body: result.body };
  },
});
