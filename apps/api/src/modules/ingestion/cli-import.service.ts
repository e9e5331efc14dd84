// `import-settlement` from the command line: the same import as an upload,
// run inline on files the operator names (they are read in place, never
// removed). The report kind (settlement file or All Orders report) comes from
// each file's header.
import { resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { detectReportType } from '@brandlens/reporting-core';
import { DEMO_ORGANIZATION } from '../demo/demo.service.ts';
import { findSellerIdBySlug, insertSellerIntoOrganization } from './cli-sellers.queries.ts';
import { readFirstLine } from './file-lines.ts';
import type { ProgressListener } from './import-progress.ts';
import { failedOutcome, type ImportOutcome } from './import-outcome.ts';
import { runImport } from './import-runner.service.ts';
import { insertImport } from './imports.queries.ts';

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
  if (!info?.isFile()) return failedOutcome('settlement', 0, { line: null, reason: `${file} is not a readable file` });
  const header = detectReportType(await readFirstLine(path));
  if (!header.ok) return failedOutcome('settlement', 0, { line: 1, reason: header.reason });
  const row = await insertImport(db, {
    sellerId,
    kind: header.kind,
    fileName: path.split('/').pop() ?? path,
    fileSize: info.size,
    storagePath: path,
    createdByUserId: null,
  });
  const outcome = await runImport(db, row.id, { removeFileWhenDone: false, onProgress });
  if (!outcome) throw new Error(`import ${row.id} was taken by another process`);
  return outcome;
}
