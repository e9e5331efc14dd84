// The admin sellers' and alerting accounts' error codes, with what to do.
import { ALERTING_ACCOUNT_NOT_FOUND } from '@brandlens/contracts';
import { AppError, notFound } from '../../platform/errors.ts';

export const adminSellerNotFound = () => notFound('Seller not found');
export const organizationNotFound = () => notFound('Organization not found');
export const alertingAccountNotFound = () =>
  new AppError(404, ALERTING_ACCOUNT_NOT_FOUND, 'This seller has no alerting account yet: save one to create it.');
export const notLinked = () =>
  new AppError(404, 'SELLER_NOT_IN_ORGANIZATION', 'The seller is not in this organization.');
export const alreadyLinked = () =>
  new AppError(409, 'SELLER_ALREADY_IN_ORGANIZATION', 'The organization already sees this seller.');
export const lastOrganization = () =>
  new AppError(
    409,
    'LAST_ORGANIZATION',
    'This is the only organization that sees the seller: link another organization first, or move the seller instead.',
  );
export const invalidCursor = () =>
  new AppError(422, 'INVALID_CURSOR', 'This page cursor is not one the list gave; start again from the first page.', [
    'This page cursor is not one the list gave; start again from the first page.',
  ]);
