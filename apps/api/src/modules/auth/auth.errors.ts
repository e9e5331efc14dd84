import { CHANGE_PASSWORD_MESSAGES, MESSAGES } from '@brandlens/contracts';
import { AppError } from '../../platform/errors.ts';

export const LOGIN_THROTTLE = { maxFailures: 5, windowMinutes: 15 } as const;

export const authErrors = {
  invalidSession: () => new AppError(401, 'INVALID_SESSION', MESSAGES.invalidSession),
  tooManyAttempts: () =>
    new AppError(
      429,
      'TOO_MANY_LOGIN_ATTEMPTS',
      `Too many failed login attempts for this account. Wait ${LOGIN_THROTTLE.windowMinutes} minutes, or reset your password.`,
    ),
  wrongCurrentPassword: () =>
    new AppError(422, 'WRONG_CURRENT_PASSWORD', CHANGE_PASSWORD_MESSAGES.wrongCurrentPassword),
  tooManyPasswordChecks: () =>
    new AppError(
      429,
      'TOO_MANY_PASSWORD_ATTEMPTS',
      `Too many wrong passwords for this account. Wait ${LOGIN_THROTTLE.windowMinutes} minutes, or reset your password.`,
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
