import { AppError, notFound } from '../../platform/errors.ts';

/** The largest report an upload accepts; real settlement files reach a few hundred MB. */
export const MAX_UPLOAD_BYTES = 4 * 1024 ** 3;

export const importNotFound = () => notFound('Import not found');

export const uploadNotMultipart = () =>
  new AppError(
    422,
    'IMPORT_NOT_MULTIPART',
    'Upload the settlement, orders or FBA inventory report as multipart/form-data in the field "file".',
  );

export const uploadWithoutFile = () =>
  new AppError(
    422,
    'IMPORT_FILE_MISSING',
    'Choose a settlement, orders, FBA inventory or advertising report to upload (multipart field "file").',
  );

export const uploadEmpty = () => new AppError(422, 'IMPORT_FILE_EMPTY', 'The file is empty.');

/** The code stays IMPORT_NOT_SETTLEMENT_FILE, which clients already know, for any file that is neither report. */
export const uploadNotReport = (reason: string) => new AppError(422, 'IMPORT_NOT_SETTLEMENT_FILE', reason, [reason]);

export const uploadTooLarge = () =>
  new AppError(413, 'IMPORT_FILE_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 ** 3} GB.`);

export const uploadStalled = (idleSeconds: number) =>
  new AppError(
    408,
    'IMPORT_UPLOAD_STALLED',
    `The upload stopped: no data arrived for ${idleSeconds} seconds. Nothing was kept; send the file again.`,
  );

/** A bad asOf or marketplaceId field of an FBA inventory report upload: the field's own message. */
export const inventoryFieldInvalid = (message: string) =>
  new AppError(422, 'IMPORT_INVENTORY_FIELD_INVALID', message, [message]);

/** An FBA customer returns report names no marketplace, and the seller has none or several. */
export const returnsMarketplaceRequired = (marketplaceIds: readonly string[]) => {
  const message =
    marketplaceIds.length === 0
      ? 'Choose the marketplace of this FBA customer returns report (field marketplaceId): the report does not name it and the seller has no marketplace yet.'
      : `Choose the marketplace of this FBA customer returns report (field marketplaceId): the report does not name it and the seller sells in ${marketplaceIds.length} marketplaces (${marketplaceIds.join(', ')}).`;
  return new AppError(422, 'IMPORT_RETURNS_MARKETPLACE_REQUIRED', message, [message]);
};

/** An FBA inventory report names no marketplace, and the seller has none or several. */
export const inventoryMarketplaceRequired = (marketplaceIds: readonly string[]) => {
  const message =
    marketplaceIds.length === 0
      ? 'Choose the marketplace of this FBA inventory report (field marketplaceId): the report does not name it and the seller has no marketplace yet.'
      : `Choose the marketplace of this FBA inventory report (field marketplaceId): the report does not name it and the seller sells in ${marketplaceIds.length} marketplaces (${marketplaceIds.join(', ')}).`;
  return new AppError(422, 'IMPORT_INVENTORY_MARKETPLACE_REQUIRED', message, [message]);
};
