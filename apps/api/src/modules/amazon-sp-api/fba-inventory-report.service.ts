// An FBA inventory report (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA) of one
// marketplace stored as that day's FBA stock: the whole file is read and
// checked first, so a malformed one is refused with its line and reason and
// changes nothing. SKUs the report marks as not sold through FBA are left out,
// as getInventorySummaries leaves them out.
import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import type { Database } from '@brandlens/db';
import { parseFbaInventoryLine, readFbaInventoryHeader } from '@brandlens/reporting-core';
import { saveFbaInventoryRecords, type FbaInventoryRecord } from './fba-inventory.queries.ts';

export class FbaInventoryReportError extends Error {
  readonly line: number;
  readonly reason: string;
  constructor(line: number, reason: string) {
    super(`FBA inventory report refused: line ${line}: ${reason}`);
    this.name = 'FbaInventoryReportError';
    this.line = line;
    this.reason = reason;
  }
}

export interface StoredFbaInventoryReport {
  /** Data rows read (blank lines and repeated headers not counted). */
  rows: number;
  /** SKUs stored for the day. */
  stored: number;
  /** Rows of SKUs the report says are not FBA listings. */
  notFba: number;
  newProducts: number;
}

/** How the sync stores a report it fetched; an upload passes source 'upload', replacing the whole day. */
export interface FbaInventoryReportStorage {
  source: 'report' | 'upload';
  isReplacingDay: boolean;
}

export async function storeFbaInventoryReport(
  db: Database,
  sellerId: string,
  marketplaceId: string,
  day: string,
  stream: Readable,
  storage: FbaInventoryReportStorage = { source: 'report', isReplacingDay: false },
): Promise<StoredFbaInventoryReport> {
  const records = await readFbaInventoryRecords(stream);
  const fba = records.filter((record) => record.isFbaListing);
  const saved = await saveFbaInventoryRecords(db, { sellerId, marketplaceId, day, ...storage }, fba);
  return {
    rows: records.length,
    stored: saved.stored,
    notFba: records.length - fba.length,
    newProducts: saved.newProducts,
  };
}

/** Every data row of the report; throws FbaInventoryReportError at the first malformed line. */
async function readFbaInventoryRecords(stream: Readable): Promise<(FbaInventoryRecord & { isFbaListing: boolean })[]> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const records: (FbaInventoryRecord & { isFbaListing: boolean })[] = [];
  let header: Parameters<typeof parseFbaInventoryLine>[0] | undefined;
  let line = 0;
  try {
    for await (const text of lines) {
      line += 1;
      if (!header) {
        const read = readFbaInventoryHeader(text);
        if (!read.ok) throw new FbaInventoryReportError(line, read.reason);
        header = read.header;
        continue;
      }
      const parsed = parseFbaInventoryLine(header, text, line);
      if (parsed.kind === 'error') throw new FbaInventoryReportError(parsed.line, parsed.reason);
      if (parsed.kind === 'skip') continue;
      const { line: _line, ...record } = parsed.row;
      records.push(record);
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  if (!header)
    throw new FbaInventoryReportError(1, 'the file is empty: an FBA inventory report starts with its header');
  return records;
}
