// Imports an uploaded Sponsored Products console report (docs/advertising-uploads.md):
// the whole file is read and checked first, so a bad row refuses it with its line
// and nothing is stored; then its day rows, the campaigns it names and the
// import's figures are written in one transaction. The same file uploaded again
// replaces its own rows with the same figures. Once committed, the ad spend
// estimates of the P&L are rebuilt from the new days.
import type { Database } from '@brandlens/db';
import { rebuildAdEstimates } from '../amazon-ads/ad-estimates.service.ts';
import { batchesOf } from './ads-report-batches.ts';
import { AdReportFileError, readAdReportRows, type CellRow } from './ads-report-file.ts';
import { findAdReportMarketplace, type AdReportMarketplace } from './ads-report-place.queries.ts';
import { AdReportRowError, parseAdReport } from './ads-report-rows.ts';
import { storeAdReport } from './ads-report-writer.queries.ts';
import { adReportMarketplaceUnknown } from './ads-report.errors.ts';
import { placeAdReport } from './ads-report-upload.service.ts';
import type { ProgressTracker } from './import-progress.ts';
import { failedOutcome, NO_COUNTS, type ImportOutcome } from './import-outcome.ts';
import type { ImportRow } from './imports.queries.ts';

const DAY_MS = 86_400_000;
const utcDayAt = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last 3 days before today are estimated, as the sync marks them: their attribution still moves. */
const ESTIMATED_DAYS = 3;

/** The marketplace the upload named (or, for an import without one, the seller's only one). */
async function marketplaceOf(db: Database, row: ImportRow): Promise<AdReportMarketplace> {
  const marketplaceId = row.inventoryMarketplaceId ?? (await placeAdReport(db, row.sellerId, {}));
  const marketplace = await findAdReportMarketplace(db, marketplaceId);
  if (!marketplace) throw adReportMarketplaceUnknown(marketplaceId);
  return marketplace;
}

async function readCells(path: string, progress: ProgressTracker): Promise<CellRow[]> {
  const rows: CellRow[] = [];
  await readAdReportRows(path, (row) => {
    rows.push(row);
    // Bytes are not counted row by row here; the count of rows read shows the progress.
    if (rows.length % 50_000 === 0) progress.tick('validating', 0, rows.length - 1);
  });
  return rows;
}

export async function importAdReportFile(
  db: Database,
  row: ImportRow,
  path: string,
  fileSize: number,
  progress: ProgressTracker,
  now: Date = new Date(),
): Promise<ImportOutcome> {
  const marketplace = await marketplaceOf(db, row);
  let rowsRead = 0;
  try {
    const cells = await readCells(path, progress);
    rowsRead = Math.max(0, cells.length - 1);
    progress.tick('validating', fileSize, rowsRead);
    const report = parseAdReport(cells, {
      marketplaceName: marketplace.name,
      currency: marketplace.currency,
      locale: marketplace.locale,
      latestDay: utcDayAt(now.getTime() + DAY_MS),
    });
    const batches = batchesOf(report, {
      marketplaceId: marketplace.id,
      currency: marketplace.currency,
      estimatedFromDay: utcDayAt(now.getTime() - ESTIMATED_DAYS * DAY_MS),
    });
    await storeAdReport(db, {
      sellerId: row.sellerId,
      importId: row.id,
      type: report.type,
      marketplaceId: marketplace.id,
      currency: marketplace.currency,
      firstDay: report.firstDay,
      lastDay: report.lastDay,
      batches,
    });
    progress.tick('importing', fileSize, rowsRead);
  } catch (error) {
    if (!(error instanceof AdReportFileError || error instanceof AdReportRowError)) throw error;
    return failedOutcome('ads-report', rowsRead, { line: error.line, reason: error.reason });
  }
  const errors = [];
  try {
    await rebuildAdEstimates(db, row.sellerId);
  } catch (error) {
    // The report is stored; only the P&L's estimated ad spend waits for the next rebuild.
    errors.push({
      line: null,
      reason: `The report was stored, but the estimated ad spend of the P&L could not be updated (${(error as Error).message}); upload the report again to retry.`,
    });
  }
  return { status: 'succeeded', kind: 'ads-report', rowsRead, errors, ...NO_COUNTS };
}
