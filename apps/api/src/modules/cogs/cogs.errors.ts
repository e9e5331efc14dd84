import type { TCogsRejected, TCogsRowError } from '@brandlens/contracts';
import { errorBody } from '../../platform/errors.ts';
import { describeRowError } from './cogs-rows.ts';

export const COGS_ROWS_INVALID = 'COGS_ROWS_INVALID';
export const COGS_FILE_UNREADABLE = 'COGS_FILE_UNREADABLE';

/** The 422 body of a rejected upload: nothing was stored. */
export function cogsRejected(code: string, message: string, rowErrors: TCogsRowError[]): TCogsRejected {
  const details = rowErrors.length > 0 ? rowErrors.map(describeRowError) : [message];
  return { ...errorBody(422, code, message, details), rowErrors };
}
