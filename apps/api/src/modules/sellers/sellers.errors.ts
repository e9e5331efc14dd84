import { errorBody } from '../../platform/errors.ts';

export const SELLER_IDENTIFIER_UNAVAILABLE = 'SELLER_IDENTIFIER_UNAVAILABLE';

/**
 * The answer to adding a seller whose slug is reserved or whose slug or
 * external id another organization holds: one body for every such reason, so
 * it does not tell which (docs/decisions/0030).
 */
export function sellerIdentifierUnavailable() {
  const message =
    'This slug or external id cannot be used for a new seller. Choose another slug; if the seller is already yours, contact support.';
  return errorBody(422, SELLER_IDENTIFIER_UNAVAILABLE, message, [message]);
}
