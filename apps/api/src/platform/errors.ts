import { STATUS_CODES } from 'node:http';
import type { TErrorBody } from '@brandlens/contracts';

/**
 * An error a module raises on purpose. Each module owns its codes (in its
 * `*.errors.ts`) and the user-facing message that goes with each.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: string[] | undefined;

  /** `cause`: what went wrong underneath (e.g. a third party's answer), logged for 5xx, never sent. */
  constructor(statusCode: number, code: string, message: string, details?: string[], cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export function errorBody(statusCode: number, code: string, message: string, details?: string[]): TErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(details ? { details: { errors: details } } : {}),
  };
}

export const notFound = (message = 'This page could not be found') => new AppError(404, 'NOT_FOUND', message);
