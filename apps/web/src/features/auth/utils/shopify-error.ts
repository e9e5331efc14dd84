import { ApiError } from '../../../lib/api-client';

// The server's answers that the Shopify pages explain in their own words rather than as a
// generic failure: the install grant is gone (401 with this code), or the store is taken (409).
export const SHOPIFY_INSTALL_NOT_CONFIRMED = 'SHOPIFY_INSTALL_NOT_CONFIRMED';

const field = (error: ApiError, name: string): unknown =>
  typeof error.body === 'object' && error.body !== null && name in error.body
    ? (error.body as Record<string, unknown>)[name]
    : undefined;

export const isInstallNotConfirmed = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401 && field(error, 'code') === SHOPIFY_INSTALL_NOT_CONFIRMED;

/** The add-seller 409 result: the store belongs to an organization already. */
export const isStoreTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && field(error, 'status') === 'SELLER_EXISTS';
