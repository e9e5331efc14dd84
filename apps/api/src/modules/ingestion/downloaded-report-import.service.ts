// A report file a marketplace sync downloaded (DATA_DIR/uploads), imported
// inline by the same importer as uploads and removed when done: the sync is
// the caller's job already, so no second job is queued for it.
import { stat } from 'node:fs/promises';
import type { Database } from '@brandlens/db';
import { detectReportType } from '@brandlens/reporting-core';
import { readFirstLine } from './file-lines.ts';
import type { ProgressListener } from './import-progress.ts';
import type { ImportOutcome } from './import-outcome.ts';
import { runImport } from './import-runner.service.ts';
import { insertImport } from './imports.queries.ts';

export async function importDownloadedReport(
  db: Database,
  sellerId: string,
  file: { path: string; fileName: string },
  onProgress?: ProgressListener,
): Promise<ImportOutcome> {
  const info = await stat(file.path);
  const header = detectReportType(await readFirstLine(file.path));
  const row = await insertImport(db, {
    sellerId,
    // A file the importers do not recognise fails as a settlement import, with the reason, in the history.
    kind: header.ok ? header.kind : 'settlement',
    fileName: file.fileName,
    fileSize: info.size,
    storagePath: file.path,
    createdByUserId: null,
  });
  const outcome = await runImport(db, row.id, { removeFileWhenDone: true, onProgress });
  if (!outcome) throw new Error(`import ${row.id} was taken by another process`);
  return outcome;
}
