import { detectReportType } from '@brandlens/reporting-core';
import type { TImportKind } from '@brandlens/contracts';

/** Enough of a file for its header line, however wide the report. */
const HEADER_BYTES = 64 * 1024;

/**
 * Which report a chosen file is, from its first line, as the server will tell (undefined when it
 * is none of them: the server says why on upload). Read in the browser only to offer the fields
 * an FBA inventory report needs; the server decides again from the file itself.
 */
export async function readReportFileKind(file: Blob): Promise<TImportKind | undefined> {
  const head = await file.slice(0, HEADER_BYTES).text();
  const firstLine = head.split('\n', 1)[0] ?? '';
  const detected = detectReportType(firstLine);
  return detected.ok ? detected.kind : undefined;
}

/** Today as YYYY-MM-DD in UTC, the day the server gives a report uploaded without a date. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
