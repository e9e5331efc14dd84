import { CHANGE_PASSWORD_MESSAGES, MESSAGES } from '@brandlens/contracts';
import { AppError } from '../../platform/errors.ts';
import { formatWait, RateLimitedError } from '../../platform/rate-limit/rate-limiter.ts';

export const authErrors = {
  invalidSession: () => new AppError(401, 'INVALID_SESSION', MESSAGES.invalidSession),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_LOGIN_ATTEMPTS',
      `Too many failed login attempts for this account. Wait ${formatWait(retryAfterSeconds)}, or reset your password.`,
      retryAfterSeconds,
    ),
  tooManyAttemptsFromClient: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_LOGIN_ATTEMPTS_FROM_CLIENT',
      `Too many failed logins from your network. Wait ${formatWait(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    ),
  wrongCurrentPassword: () =>
    new AppError(422, 'WRONG_CURRENT_PASSWORD', CHANGE_PASSWORD_MESSAGES.wrongCurrentPassword),
  tooManyPasswordChecks: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_PASSWORD_ATTEMPTS',
      `Too many wrong passwords for this account. Wait ${formatWait(retryAfterSeconds)}, or reset your password.`,
      retryAfterSeconds,
    ),
  tooManyMailRequests: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'TOO_MANY_MAIL_REQUESTS',
      `Too many requests for mails from your network. Wait ${formatWait(retryAfterSeconds)} and try again.`,
      retryAfterSeconds,
    ),
  emailTaken: () =>
    new AppError(
      409,
      'EMAIL_TAKEN',
      'An account with this email address already exists. Log in, or reset your password.',
    ),
  invalidInvite: () =>
    new AppError(422, 'INVALID_INVITE', 'This invitation has expired or was already used. Ask for a new one.'),
  inviteForAnotherEmail: () =>
    new AppError(
      422,
      'INVITE_EMAIL_MISMATCH',
      'This invitation was sent to another email address. Sign up with that address.',
    ),
  verificationFailed: () => new AppError(422, 'EMAIL_NOT_VERIFIED', 'Your email address could not get verified.'),
  invalidResetToken: () =>
    new AppError(
      422,
      'INVALID_RESET_TOKEN',
      'This password reset link has expired or was already used. Ask for a new one.',
    ),
};
