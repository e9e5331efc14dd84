// The admin users' error codes, with what to do.
import { AppError, notFound } from '../../platform/errors.ts';

export const adminUserNotFound = () => notFound('User not found');
export const cannotDeleteYourself = () =>
  new AppError(409, 'CANNOT_DELETE_YOURSELF', 'You cannot delete your own account from the admin area.');
export const cannotDeleteAdmin = () =>
  new AppError(409, 'CANNOT_DELETE_ADMIN', 'This user is an admin: an admin account cannot be deleted from here.');
