// Every limit on a cost-of-goods upload, in one place (docs/decisions/0030).
// A cost file is a few columns per SKU and date: the largest honest file is
// far below each of these, and a file past one is refused with a message
// rather than read.
import { COGS_FILE_COLUMNS, COGS_MAX_ROWS } from '@brandlens/contracts';
import type { CogsFileRules } from './cogs-file.ts';

export const COGS_UPLOAD_LIMITS = {
  /** The file as sent (multipart part); more answers 413. */
  maxFileBytes: 10 * 1024 * 1024,
  /** An XLSX workbook's parts once unzipped, all together: checked on the sizes the zip declares, then while inflating. */
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** Rows with a value under the header; reading stops at the next one. */
  maxRows: COGS_MAX_ROWS,
  /** Files read at the same time, each in its own worker thread; more wait their turn. */
  maxConcurrentReads: 2,
  /** Files waiting for a worker; more answer 503 with a retry hint. */
  maxQueuedReads: 8,
  /** A read still running after this is stopped. */
  readTimeoutMs: 30_000,
  /** Heap of a reading worker, in MB; a file that needs more is refused. */
  workerHeapMb: 256,
} as const;

/** What the reading worker is told: the columns to find and the limits to keep. */
export const COGS_FILE_RULES: CogsFileRules = {
  columns: COGS_FILE_COLUMNS,
  maxRows: COGS_UPLOAD_LIMITS.maxRows,
  maxUncompressedBytes: COGS_UPLOAD_LIMITS.maxUncompressedBytes,
};
