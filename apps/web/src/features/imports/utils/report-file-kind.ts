import { detectReportType, isCustomerReturnsHeader } from '@brandlens/reporting-core';
import type { TImportKind } from '@brandlens/contracts';

/** Enough of a file for its header line, however wide the report. */
const HEADER_BYTES = 64 * 1024;

/** The first bytes of a zip archive, which an .xlsx workbook is. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Whether a CSV header line is an advertising console report's: its Impressions and Clicks
 * columns, whatever the separator and case. The server reads the columns it needs.
 */
export function isAdReportHeader(line: string): boolean {
  const cells = line.split(/[,;\t]/).map((cell) =>
    cell
      .replace(/["\uFEFF]/g, '')
      .trim()
      .toLowerCase(),
  );
  return cells.includes('impressions') && cells.includes('clicks');
}

/**
 * Which report a chosen file is, from its first line, as the server will tell (undefined when it
 * is none of them: the server says why on upload). Read in the browser only to offer the fields
 * an FBA inventory, customer returns or advertising report needs; the server decides again from the file itself.
 * A workbook is not unpacked here: uploaded here, it can only be an advertising report.
 */
export async function readReportFileKind(file: Blob): Promise<TImportKind | undefined> {
  if (file instanceof File && /\.xlsx$/i.test(file.name)) return 'ads-report';
  const magic = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (ZIP_MAGIC.every((byte, index) => magic[index] === byte)) return 'ads-report';
  const head = await file.slice(0, HEADER_BYTES).text();
  const firstLine = head.split('\n', 1)[0] ?? '';
  // Before detectReportType, which does not know it (the server checks it first too).
  if (isCustomerReturnsHeader(firstLine)) return 'fba-returns';
  const detected = detectReportType(firstLine);
  if (detected.ok) return detected.kind;
  return isAdReportHeader(firstLine) ? 'ads-report' : undefined;
}

/** Today as YYYY-MM-DD in UTC, the day the server gives a report uploaded without a date. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
