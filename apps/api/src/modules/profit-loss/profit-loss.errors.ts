import { AppError } from '../../platform/errors.ts';

export const PERIOD_INVALID = 'PERIOD_INVALID';
export const FX_RATE_MISSING = 'FX_RATE_MISSING';
export const LINE_INVALID = 'LINE_INVALID';
export const CURSOR_INVALID = 'CURSOR_INVALID';

export const periodInvalid = (message: string) => new AppError(422, PERIOD_INVALID, message);

export const fxRateMissing = (currency: string, date: string) =>
  new AppError(422, FX_RATE_MISSING, `No ${currency} rate on or before ${date}`);

export const lineInvalid = (message: string) => new AppError(422, LINE_INVALID, message);

export const cursorInvalid = () =>
  new AppError(422, CURSOR_INVALID, 'The cursor is not valid; start again without it.');
