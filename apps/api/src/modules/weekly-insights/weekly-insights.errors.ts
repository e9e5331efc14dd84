import { AppError } from '../../platform/errors.ts';

export const WEEK_INVALID = 'WEEK_INVALID';

export const weekInvalid = (message: string) => new AppError(422, WEEK_INVALID, message);
