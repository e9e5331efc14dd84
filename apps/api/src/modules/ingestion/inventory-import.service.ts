// Imports an FBA inventory report as one marketplace's stock of one day, with
// the parser and writer the Seller Central sync uses (source 'upload'). The
// whole file is read and checked before anything is written, and the day is
// written in one transaction: a bad row refuses the file with its line and
// stores nothing. The day's rows of that marketplace are replaced, so the same
// report uploaded again changes nothing.
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import type { Database } from '@brandlens/db';
import { FbaInventoryReportError, storeFbaInventoryReport } from '../amazon-sp-api/fba-inventory-report.service.ts';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import type { InventoryPlacement } from './inventory-upload.service.ts';

/** Reading is the first half of the progress, storing the day the second (as for the other reports). */
export function countedStream(path: string, progress: ProgressTracker): Transform {
  let bytes = 0;
  let lines = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
      // Less the header line: the data lines read so far.
      progress.tick('validating', bytes, Math.max(0, lines - 1));
      done(null, chunk);
    },
  });
  const source = createReadStream(path);
  source.on('error', (error) => counted.destroy(error));
  // A file refused at a bad line is not read to its end: its handle is closed with the reader.
  counted.on('close', () => source.destroy());
  source.pipe(counted);
  return counted;
}

export async function importInventoryFile(
  db: Database,
  target: { sellerId: string },
  placement: InventoryPlacement,
  path: string,
  fileSize: number,
  progress: ProgressTracker,
): Promise<ImportOutcome> {
  try {
    const stored = await storeFbaInventoryReport(
      db,
      target.sellerId,
      placement.marketplaceId,
      placement.day,
      countedStream(path, progress),
      { source: 'upload', isReplacingDay: true },
    );
    progress.tick('importing', fileSize, stored.rows);
    return {
      status: 'succeeded',
      kind: 'inventory',
      rowsRead: stored.rows,
      errors: [],
      ...NO_COUNTS,
      inventoryRows: stored.stored,
    };
  } catch (error) {
    if (!(error instanceof FbaInventoryReportError)) throw error;
    return failedOutcome('inventory', progress.current().rowsRead, { line: error.line, reason: error.reason });
  }
}
