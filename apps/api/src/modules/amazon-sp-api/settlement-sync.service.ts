// Settlement reports from Seller Central into the ledger. Amazon generates
// GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2 by itself at every settlement and
// keeps reports 90 days: list those, download each one the seller has not
// imported yet, and import it with the same importer as an upload (which skips
// a settlement already stored, so an uploaded one is not doubled). The
// settlements step of the sync runs it (settlements-sync.step.ts).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '@brandlens/db';
import type { Env } from '../../platform/env.ts';
import { importDownloadedReport } from '../ingestion/downloaded-report-import.service.ts';
import { uploadsDirectory } from '../ingestion/upload-files.service.ts';
import type { SpApiClient } from './sp-api-client.ts';
import { getReportDocument, listReports, openReportDocument } from './sp-api-reports.ts';
import { findTakenImportFileNames } from './sp-api-sync.queries.ts';

export const SETTLEMENT_REPORT_TYPE = 'GET_V2_SETTLEMENT_REPORT_DATA_FLAT_FILE_V2';
const RETENTION_MS = 90 * 24 * 3600 * 1000;

export interface SettlementSyncOptions {
  db: Database;
  env: Env;
  onProgress?: (line: string) => void;
  now?: Date;
}

export interface SettlementSyncResult {
  reportsListed: number;
  reportsImported: number;
  settlementsImported: number;
  settlementsSkipped: number;
  /** Reports Amazon sent that the importer refused, with the reason; they are tried again next sync. */
  failures: string[];
}

/** The import's file name carries the report id: how a later sync knows the report is in. */
export const settlementReportFileName = (reportId: string) => `amazon-settlement-report-${reportId}.txt`;

/** Lists the settlement reports of the last 90 days and imports those not imported yet (the settlements step). */
export async function importNewReports(
  client: SpApiClient,
  options: SettlementSyncOptions,
  sellerId: string,
): Promise<SettlementSyncResult> {
  const progress = options.onProgress ?? (() => undefined);
  const createdSince = new Date((options.now ?? new Date()).getTime() - RETENTION_MS);
  const listed = [];
  for await (const report of listReports(client, {
    reportTypes: [SETTLEMENT_REPORT_TYPE],
    processingStatuses: ['DONE'],
    createdSince,
  }))
    listed.push(report);
  const taken = await findTakenImportFileNames(
    options.db,
    sellerId,
    listed.map((report) => settlementReportFileName(report.reportId)),
  );
  // Oldest first, so the ledger fills in the order Amazon paid out.
  const fresh = listed
    .filter((report) => report.reportDocumentId && !taken.has(settlementReportFileName(report.reportId)))
    .sort((a, b) => a.createdTime.localeCompare(b.createdTime));
  progress(`${listed.length} settlement report(s) in the last 90 days, ${fresh.length} not imported yet`);
  const result: SettlementSyncResult = {
    reportsListed: listed.length,
    reportsImported: 0,
    settlementsImported: 0,
    settlementsSkipped: 0,
    failures: [],
  };
  const directory = uploadsDirectory(options.env.DATA_DIR);
  await mkdir(directory, { recursive: true });
  for (const [index, report] of fresh.entries()) {
    const label = `report ${report.reportId} (${index + 1}/${fresh.length})`;
    progress(`${label}: downloading`);
    const document = await getReportDocument(client, report.reportDocumentId!);
    const path = join(directory, `${randomUUID()}.txt`);
    try {
      await pipeline(await openReportDocument(document), createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    const outcome = await importDownloadedReport(
      options.db,
      sellerId,
      { path, fileName: settlementReportFileName(report.reportId) },
      (step) => progress(`${label}: ${step.phase} ${step.percent}%`),
    );
    if (outcome.status === 'failed') {
      result.failures.push(`${report.reportId}: ${outcome.errors.map((error) => error.reason).join('; ')}`);
      continue;
    }
    result.reportsImported += 1;
    result.settlementsImported += outcome.settlementsImported;
    result.settlementsSkipped += outcome.settlementsSkipped;
    progress(
      `${label}: ${outcome.settlementsImported} settlement(s) imported, ${outcome.settlementsSkipped} already imported`,
    );
  }
  return result;
}
