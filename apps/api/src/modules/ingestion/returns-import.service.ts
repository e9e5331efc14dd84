// Imports an FBA customer returns report into one marketplace's returns, with
// the reader and writer the Seller Central sync uses (source 'upload'). The
// whole file is read and checked before anything is written, and the returns
// are written in one transaction: a bad row refuses the file with its line and
// stores nothing. Returns are upserted on their key (order, SKU, license
// plate, return time), so the same report uploaded again changes nothing.
import type { Database } from '@brandlens/db';
import { CustomerReturnsReportError, readCustomerReturns } from '../amazon-sp-api/customer-returns-report.ts';
import { saveCustomerReturns } from '../amazon-sp-api/customer-returns.queries.ts';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import { countedStream } from './inventory-import.service.ts';

export async function importReturnsFile(
  db: Database,
  target: { sellerId: string; marketplaceId: string },
  path: string,
  fileSize: number,
  progress: ProgressTracker,
): Promise<ImportOutcome> {
  try {
    const read = await readCustomerReturns(countedStream(path, progress));
    if (read.isEmpty) throw new CustomerReturnsReportError(null, 'The file has no header: it is empty.');
    const saved = await saveCustomerReturns(
      db,
      { sellerId: target.sellerId, marketplaceId: target.marketplaceId, source: 'upload' },
      read.returns,
    );
    progress.tick('importing', fileSize, read.rows);
    return {
      status: 'succeeded',
      kind: 'fba-returns',
      rowsRead: read.rows,
      errors: [],
      ...NO_COUNTS,
      returnRows: saved.stored,
    };
  } catch (error) {
    if (!(error instanceof CustomerReturnsReportError)) throw error;
    return failedOutcome('fba-returns', progress.current().rowsRead, { line: error.line, reason: error.reason });
  }
}
