// POST /api/v2/sellers/:sellerId/imports: upload a settlement flat file, an
// All Orders report or an FBA inventory report (multipart field "file", after
// the optional text fields marketplaceId and asOf of an FBA inventory report),
// streamed to disk; the import runs in the worker.
import { createImportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { readUploadFile } from '../../platform/http/multipart-upload.ts';
import { MAX_UPLOAD_BYTES, uploadNotMultipart, uploadWithoutFile } from './ingestion.errors.ts';
import { createUploadImport } from './imports.service.ts';

export const createImportRoute = defineRoute({
  contract: createImportContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, auth, request, deps }) {
    if (!request.isMultipart()) throw uploadNotMultipart();
    const file = await readUploadFile(request, { fileSize: MAX_UPLOAD_BYTES });
    if (!file) throw uploadWithoutFile();
    const created = await createUploadImport(deps, auth, params.sellerId, {
      fileName: file.fileName,
      stream: file.stream,
      fields: file.fields,
    });
    return { status: 202 as const, body: created };
  },
});
