import { ApiError } from '../../../lib/api-client';

// SPEC §8: a sign-up failure shows the generic message with the support contact, unless the
// server explains what to change (422 validation, 409 address already registered).
export const SIGN_UP_FAILED_MESSAGE = 'Sorry, we couldn’t complete your account creation.';

export function getSignUpError(error: unknown): { message: string; contactSupport: boolean } {
  if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
    return { message: error.message, contactSupport: false };
  }
  return { message: SIGN_UP_FAILED_MESSAGE, contactSupport: true };
}
