// A finished report's file: a pre-signed URL (no Ads API headers), a gzip'd
// JSON array of rows. Read as a stream, unzipped as it comes, and refused past
// a size bound before it can fill the worker's memory.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { AdsReportFileError, AdsRequestError } from './ads-api.errors.ts';
import { parseJsonKeepingIds } from './ads-api.schemas.ts';

/** 256 MiB of JSON: some 800,000 campaign-day rows, far past a 31-day report of a large account. */
export const MAX_REPORT_BYTES = 256 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

const isGzip = (chunk: Buffer) => chunk.length >= 2 && chunk[0] === 0x1f && chunk[1] === 0x8b;

/** The file's bytes, unzipped when they are gzip (S3 may also serve them already decoded). */
async function* unzipped(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const head = await iterator.next();
  if (head.done) return;
  async function* whole() {
    yield head.value as Buffer;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  if (!isGzip(head.value)) return yield* whole();
  const gunzip = createGunzip();
  // Errors of either side end the iteration below with that error.
  pipeline(Readable.from(whole()), gunzip).catch((error: unknown) => gunzip.destroy(error as Error));
  for await (const chunk of gunzip) yield chunk as Buffer;
}

export async function downloadReportRows(url: string, maxBytes = MAX_REPORT_BYTES): Promise<unknown[]> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new AdsRequestError('downloadReport', undefined, (error as Error).message, true);
  }
  if (!response.ok || !response.body)
    throw new AdsRequestError('downloadReport', response.status, 'the report file could not be read', true);
  const tooLarge = () =>
    new AdsRequestError('downloadReport', response.status, `the report is larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of unzipped(Readable.fromWeb(response.body as ReadableStream<Uint8Array>))) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  let rows: unknown;
  try {
    rows = parseJsonKeepingIds(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AdsReportFileError('the report file is not JSON');
  }
  if (!Array.isArray(rows)) throw new AdsReportFileError('the report file is not a list of rows');
  return rows;
}
