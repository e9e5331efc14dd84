import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Env } from './env.ts';
import { REDACTED, redactUrl } from './redaction.ts';

export { redactUrl } from './redaction.ts';

// Keys of an error that carry the values of a statement: drizzle's `params`,
// node-postgres' `parameters`/`values`, and a PostgreSQL `detail` that quotes
// the failing row ('Failing row contains (…, $argon2id$…)'). Dropped wherever
// they sit in an error or its causes; the query text and error code stay.
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'detail']);

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The error chain's statement values, as their messages print them, to cut out of message and stack. */
function printedValues(error: unknown, seen = new Set<unknown>()): string[] {
  if (!error || typeof error !== 'object' || seen.has(error)) return [];
  seen.add(error);
  const record = error as Record<string, unknown>;
  const own = [...VALUE_KEYS].flatMap((key) => {
    const value = record[key];
    if (value === undefined || value === null) return [];
    const printed = Array.isArray(value) ? [value.map(String).join(','), ...value.map(String)] : [String(value)];
    return printed.filter((text) => text !== '');
  });
  return [...own, ...printedValues(record.cause, seen)];
}

// Drizzle prints 'params: a,b,c' into its message (so into the stack too). A
// short value alone ('5') is left: cutting it everywhere would garble the text.
function withoutValues(text: string, values: string[]): string {
  return values.reduce((result, value) => {
    const labelled = result.split(`params: ${value}`).join(`params: ${REDACTED}`);
    return value.length >= 8 ? labelled.split(value).join(REDACTED) : labelled;
  }, text);
}

function dropValueKeys(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((entry) => dropValueKeys(entry, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VALUE_KEYS.has(key))
      .map(([key, entry]) => [key, dropValueKeys(entry, depth + 1)]),
  );
}

/** pino's error serializer, minus every SQL parameter: in fields, in causes, and in the message and stack text. */
export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object' || typeof (error as { message?: unknown }).message !== 'string') {
    return dropValueKeys(error);
  }
  const values = printedValues(error);
  // Rebuilt from its own string keys: pino's copy also holds the raw error under a symbol.
  const scrubbed = dropValueKeys({ ...pino.stdSerializers.err(error as Error) }) as SerializedError;
  if (typeof scrubbed.message === 'string') scrubbed.message = withoutValues(scrubbed.message, values);
  if (typeof scrubbed.stack === 'string') scrubbed.stack = withoutValues(scrubbed.stack, values);
  return scrubbed;
}

export function createLoggerOptions(env: Pick<Env, 'LOG_LEVEL'>): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
      err: (error: Error) => serializeError(error) as SerializedError,
      error: serializeError,
      cause: serializeError,
    },
  };
}
