// `import-settlement` from the command line: the same import as an upload,
// run inline on files the operator names (they are read in place, never removed).
import { resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { DEMO_ORGANIZATION } from '../demo/demo.service.ts';
import { findSellerIdBySlug, insertSellerIntoOrganization } from './cli-sellers.queries.ts';
import type { ProgressListener } from './import-progress.ts';
import { insertImport } from './imports.queries.ts';
import { runSettlementImport, type ImportOutcome } from './settlement-import.service.ts';

/** The seller of that slug; with `create`, one is added to the demo organization when none exists. */
export async function resolveCliSeller(db: Database, slug: string, create: boolean): Promise<string> {
  const existing = await findSellerIdBySlug(db, slug);
  if (existing) return existing;
  if (!create) throw new Error(`No seller with the slug ${slug}; add --create to create it in the demo organization.`);
  return insertSellerIntoOrganization(db, DEMO_ORGANIZATION, { name: slug, slug });
}

export async function importFileFromCli(
  db: Database,
  sellerId: string,
  file: string,
  onProgress: ProgressListener,
): Promise<ImportOutcome> {
  const path = resolve(file);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) {
    return {
      status: 'failed',
      rowsRead: 0,
      settlementsImported: 0,
      settlementsSkipped: 0,
      unmappedRows: 0,
      errors: [{ line: null, reason: `${file} is not a readable file` }],
    };
  }
  const row = await insertImport(db, {
    sellerId,
    fileName: path.split('/').pop() ?? path,
    fileSize: info.size,
    storagePath: path,
    createdByUserId: null,
  });
  const outcome = await runSettlementImport(db, row.id, { removeFileWhenDone: false, onProgress });
  if (!outcome) throw new Error(`import ${row.id} was taken by another process`);
  return outcome;
}
