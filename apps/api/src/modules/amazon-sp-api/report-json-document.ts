// Report documents Amazon writes in JSON (Sales and Traffic, seller
// performance), read with every number kept as the text Amazon wrote: amounts
// and rates reach the database as exact decimals, never through a float.
import type { Readable } from 'node:stream';
import { formatDecimal, pow10 } from '@brandlens/reporting-core';
import { z } from 'zod';

/** Documents of one day and marketplace are small; anything larger is not one of them. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

/** The whole document as text (the stream is already gunzipped). */
export async function readDocumentText(stream: Readable, reportName: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_DOCUMENT_BYTES) {
      stream.destroy();
      throw new Error(`The ${reportName} document is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type ReviverWithSource = (key: string, value: unknown, context?: { source?: string }) => unknown;

/**
 * JSON.parse with each number replaced by its plain decimal text ('238.44'; '1e-7' becomes
 * '0.0000001'), from the source text itself (Node 22+ passes it to the reviver).
 * Throws SyntaxError when the text is not JSON.
 */
export function parseJsonKeepingNumbers(text: string): unknown {
  const reviver: ReviverWithSource = (_key, value, context) =>
    typeof value === 'number' ? plainDecimal(context?.source ?? String(value)) : value;
  return JSON.parse(text, reviver as (key: string, value: unknown) => unknown);
}

const JSON_NUMBER = /^(-)?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A JSON number's text without an exponent, exactly. */
export function plainDecimal(source: string): string {
  const match = JSON_NUMBER.exec(source);
  if (!match) throw new SyntaxError(`"${source}" is not a JSON number`);
  const [, minus, whole = '0', fraction = '', exponent = '0'] = match;
  const digits = BigInt(whole + fraction) * (minus ? -1n : 1n);
  const scale = fraction.length - Number(exponent);
  return scale >= 0
    ? formatDecimal({ units: digits, scale })
    : formatDecimal({ units: digits * pow10(-scale), scale: 0 });
}

/** A number of the document (as parseJsonKeepingNumbers leaves it): exact decimal text. */
export const ZJsonDecimal = z.string().regex(/^-?\d+(?:\.\d+)?$/, 'Expected a number');

/** A count: a whole number, not negative ('12', or '12.0' as some writers put it). */
export const ZJsonCount = z
  .string()
  .regex(/^\d+(?:\.0+)?$/, 'Expected a whole number, not negative')
  .transform((text) => Number.parseInt(text, 10));

/** The first problem zod found, with its path in the document ('salesAndTrafficByAsin.3.sku: ...'). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
