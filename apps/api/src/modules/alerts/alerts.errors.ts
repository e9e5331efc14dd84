import { AppError } from '../../platform/errors.ts';
import { RateLimitedError } from '../../platform/rate-limit/rate-limiter.ts';

export const ALERT_RULES_INVALID = 'ALERT_RULES_INVALID';
export const ALERT_UPDATE_INVALID = 'ALERT_UPDATE_INVALID';
export const ALERT_CURSOR_INVALID = 'ALERT_CURSOR_INVALID';

/** 422 with every reason in details, so the editor can show them all at once; nothing was stored. */
export const alertRulesInvalid = (reasons: string[]) =>
  new AppError(422, ALERT_RULES_INVALID, 'The alert rules were not saved.', reasons);

export const alertUpdateInvalid = (reason: string) =>
  new AppError(422, ALERT_UPDATE_INVALID, 'The alerts were not changed.', [reason]);

export const alertCursorInvalid = () =>
  new AppError(422, ALERT_CURSOR_INVALID, 'The cursor is not one this list gave; load the list from its start.');

export const evaluationRequestedRecently = (retryAfterSeconds: number) =>
  new RateLimitedError(
    'ALERT_EVALUATION_REQUESTED_RECENTLY',
    'An evaluation was requested less than a minute ago; it is on its way.',
    retryAfterSeconds,
  );
