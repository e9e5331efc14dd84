// PostgreSQL text (and jsonb) cannot hold U+0000: a string carrying one fails
// in the driver, deep in whichever query first stores or compares it, as a
// 500. No field of the product has a use for it, so the seam refuses it once,
// for every route, before the contract parses the input (ADR 0029).
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** The same 422 as a contract failure, with the one reason. */
export const nulCharactersRefused = () =>
  new AppError(422, 'VALIDATION_FAILED', 'The request is not valid.', [NUL_MESSAGE]);

export const hasNul = (text: string): boolean => text.includes('\u0000');

/**
 * Whether any string in a parsed input (values and keys, at any depth) holds a
 * NUL. Walked with a stack, so a deeply nested body cannot exhaust the call
 * stack. Buffers are a raw body's bytes, checked by the route that reads them.
 */
export function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasNul(value)) return true;
    } else if (Array.isArray(value)) {
      for (const entry of value) pending.push(entry);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (hasNul(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** preValidation hook of every route: params, query string and body, as parsed, before the contract. */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
    throw nulCharactersRefused();
}
