// Uploads and the import history of a seller. An upload is streamed to a file
// under DATA_DIR/uploads (never held in memory), checked to be a settlement
// flat file, an All Orders report, an FBA inventory report, an FBA customer
// returns report or a Sponsored Products report of the advertising console (CSV
// or XLSX), recorded as a queued import of that kind and handed to the worker.
// An FBA inventory report is placed on a marketplace and a day first
// (inventory-upload.service.ts), an advertising report and a returns report on
// a marketplace (ads-report-upload.service.ts, returns-upload.service.ts).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { TImport } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import {
  detectReportType,
  isCustomerReturnsHeader,
  readCustomerReturnsHeader,
  UNKNOWN_REPORT_REASON,
} from '@brandlens/reporting-core';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { AD_REPORT_HINT, placeAdReport, readAdReportUpload } from './ads-report-upload.service.ts';
import { readFirstLine } from './file-lines.ts';
import { importNotFound, uploadEmpty, uploadNotReport, uploadTooLarge } from './ingestion.errors.ts';
import { findImport, findImports, insertImport } from './imports.queries.ts';
import {
  placeInventoryReport,
  readInventoryUploadFields,
  type InventoryUploadFields,
} from './inventory-upload.service.ts';
import { serializeImport } from './imports.serializer.ts';
import { importSettlementJob } from './jobs/import-settlement.job.ts';
import { placeReturnsReport, RETURNS_REPORT_HINT } from './returns-upload.service.ts';
import { receiveUploadFile, uploadsDirectory } from './upload-files.service.ts';

export interface Upload {
  fileName: string;
  stream: Readable & { truncated?: boolean };
  /** Text fields sent before the file: `marketplaceId` and `asOf` place an FBA inventory report, `marketplaceId` an advertising or returns report. */
  fields?: Record<string, string>;
}

export async function createUploadImport(
  deps: AppDeps,
  auth: AuthContext,
  sellerIdOrSlug: string,
  upload: Upload,
): Promise<TImport> {
  const now = new Date();
  let inventoryFields: InventoryUploadFields;
  let seller: Awaited<ReturnType<typeof getSeller>>;
  try {
    seller = await getSeller(deps.db, auth, sellerIdOrSlug);
    // Checked before the file is received, so a bad field does not wait for a large file.
    inventoryFields = readInventoryUploadFields(upload.fields ?? {}, now);
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
  const directory = uploadsDirectory(deps.env.DATA_DIR);
  await mkdir(directory, { recursive: true });
  const id = randomUUID();
  const path = join(directory, `${id}.tsv`);
  try {
    await receiveUploadFile(upload.stream, path);
    if (upload.stream.truncated) throw uploadTooLarge();
    const { size } = await stat(path);
    if (size === 0) throw uploadEmpty();
    const firstLine = await readFirstLine(path);
    // Checked first: detectReportType does not know the returns report.
    const returnsHeader = isCustomerReturnsHeader(firstLine) ? readCustomerReturnsHeader(firstLine) : undefined;
    if (returnsHeader && !returnsHeader.ok) throw uploadNotReport(returnsHeader.reason);
    const header = returnsHeader ? ({ ok: true, kind: 'fba-returns' } as const) : detectReportType(firstLine);
    const adReport = header.ok ? undefined : await readAdReportUpload(path);
    if (adReport && !adReport.ok) throw uploadNotReport(adReport.reason);
    if (!header.ok && !adReport) {
      throw uploadNotReport(
        header.reason === UNKNOWN_REPORT_REASON
          ? `${header.reason}. ${AD_REPORT_HINT} ${RETURNS_REPORT_HINT}`
          : header.reason,
      );
    }
    const kind = header.ok ? header.kind : 'ads-report';
    const placement =
      kind === 'inventory' ? await placeInventoryReport(deps.db, seller.id, inventoryFields, now) : undefined;
    const returnsPlacement =
      kind === 'fba-returns'
        ? { inventoryMarketplaceId: await placeReturnsReport(deps.db, seller.id, inventoryFields) }
        : {};
    const adPlacement = adReport?.ok
      ? {
          inventoryMarketplaceId: await placeAdReport(deps.db, seller.id, inventoryFields),
          adReportType: adReport.type,
        }
      : {};
    const row = await insertImport(deps.db, {
      sellerId: seller.id,
      kind,
      fileName: upload.fileName.slice(0, 255) || `${kind}.tsv`,
      fileSize: size,
      storagePath: path,
      createdByUserId: auth.user.id,
      ...(placement ? { inventoryDay: placement.day, inventoryMarketplaceId: placement.marketplaceId } : {}),
      ...adPlacement,
      ...returnsPlacement,
    });
    await deps.jobs.send(importSettlementJob, { importId: row.id });
    return serializeImport((await findImport(deps.db, seller.id, row.id)) ?? row);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

export async function getImport(db: Database, auth: AuthContext, sellerIdOrSlug: string, importId: string) {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const row = await findImport(db, seller.id, importId);
  if (!row) throw importNotFound();
  return serializeImport(row);
}

export async function listImports(db: Database, auth: AuthContext, sellerIdOrSlug: string) {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return (await findImports(db, seller.id)).map(serializeImport);
}
