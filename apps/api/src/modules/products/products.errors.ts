import { AppError } from '../../platform/errors.ts';

export const PRODUCT_NOT_FOUND = 'PRODUCT_NOT_FOUND';

/** Another seller's product answers the same as one that does not exist. */
export const productNotFound = () =>
  new AppError(404, PRODUCT_NOT_FOUND, 'This product was not found for this seller. Pick one from the catalogue.');
