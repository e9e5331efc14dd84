import { AppError, notFound } from '../../platform/errors.ts';

/** The largest settlement file an upload accepts; real files reach a few hundred MB. */
export const MAX_UPLOAD_BYTES = 4 * 1024 ** 3;

export const importNotFound = () => notFound('Import not found');

export const uploadNotMultipart = () =>
  new AppError(422, 'IMPORT_NOT_MULTIPART', 'Upload the settlement file as multipart/form-data in the field "file".');

export const uploadWithoutFile = () =>
  new AppError(422, 'IMPORT_FILE_MISSING', 'Choose a settlement file to upload (multipart field "file").');

export const uploadEmpty = () => new AppError(422, 'IMPORT_FILE_EMPTY', 'The file is empty.');

export const uploadNotSettlementFile = (reason: string) =>
  new AppError(422, 'IMPORT_NOT_SETTLEMENT_FILE', reason, [reason]);

export const uploadTooLarge = () =>
  new AppError(413, 'IMPORT_FILE_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 ** 3} GB.`);
