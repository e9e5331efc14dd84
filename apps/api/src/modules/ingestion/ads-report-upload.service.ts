// What an upload needs to know of an advertising console report before it is
// queued: which report its header row says it is (a CSV or XLSX file; an XLSX
// upload can only be one) and the marketplace it is stored under. The reports
// do not name their marketplace: the multipart field `marketplaceId`, sent
// before the file as for an FBA inventory report, names it; without it the
// seller's only marketplace is taken, and a seller with none or several must
// choose. The import row keeps it (inventory_marketplace_id, the column of the
// marketplace an upload names) for the worker, which reads the whole file.
import type { Database } from '@brandlens/db';
import { NOT_AN_AD_REPORT, readAdReportHeader, type TAdReportType } from './ads-report-columns.ts';
import { AdReportFileError, fileFormatOf, readAdReportHeaderRow } from './ads-report-file.ts';
import { findAdReportMarketplace } from './ads-report-place.queries.ts';
import { adReportMarketplaceRequired, adReportMarketplaceUnknown } from './ads-report.errors.ts';
import { findSellerMarketplaceIds } from './inventory-upload.queries.ts';
import type { InventoryUploadFields } from './inventory-upload.service.ts';

export type AdReportUpload = { ok: true; type: TAdReportType } | { ok: false; reason: string };

/** Appended to the reason a file is none of the reports, so the user knows these are read too. */
export const AD_REPORT_HINT =
  'Advertising reports are read too: a Sponsored Products report of the advertising console (CSV or XLSX, with Date, Campaign Name, Impressions, Clicks, Spend, ...).';

/** The advertising report a received file is; undefined when it is a text file of another kind. */
export async function readAdReportUpload(path: string): Promise<AdReportUpload | undefined> {
  let header: unknown[] | undefined;
  try {
    header = await readAdReportHeaderRow(path);
  } catch (error) {
    if (error instanceof AdReportFileError) return { ok: false, reason: error.reason };
    throw error;
  }
  const detected = header ? readAdReportHeader(header) : undefined;
  if (detected) return detected.ok ? { ok: true, type: detected.type } : { ok: false, reason: detected.reason };
  // A workbook uploaded here can be nothing else.
  return (await fileFormatOf(path)) === 'xlsx' ? { ok: false, reason: NOT_AN_AD_REPORT } : undefined;
}

/** The marketplace named (an Amazon one) or the seller's only one. */
export async function placeAdReport(db: Database, sellerId: string, fields: InventoryUploadFields): Promise<string> {
  if (fields.marketplaceId) {
    if (!(await findAdReportMarketplace(db, fields.marketplaceId)))
      throw adReportMarketplaceUnknown(fields.marketplaceId);
    return fields.marketplaceId;
  }
  const marketplaceIds = await findSellerMarketplaceIds(db, sellerId);
  const [only] = marketplaceIds;
  if (marketplaceIds.length !== 1 || !only) throw adReportMarketplaceRequired(marketplaceIds);
  return only;
}
