import { MESSAGES } from '@brandlens/contracts';
import { ApiError } from '../../../lib/api-client';

// SPEC §5: a failed login of any kind reads 'Invalid session', so the page never reveals whether
// an address has an account. Rate limiting (429) is the exception: its message says when to retry.
export function getLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return MESSAGES.invalidSession;
}
