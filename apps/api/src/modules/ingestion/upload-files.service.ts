// Where uploads wait for the worker (DATA_DIR/uploads): receiving one, so that
// a file is never left behind by a request that fails, is aborted or stalls,
// and the sweep of files nothing will read (the remains of an API process that
// died during an upload, or of a worker that died before removing its file).
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '@brandlens/db';
import { uploadStalled } from './ingestion.errors.ts';
import { findPendingImportFiles } from './imports.queries.ts';

/** A client that sends nothing for this long has gone (the server sets no overall request timeout). */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000;

/**
 * A file untouched for this long is not being received (a running upload
 * writes to it continuously), so unless an import waits for it, it is an orphan.
 */
export const ORPHANED_UPLOAD_AGE_MS = 60 * 60 * 1000;

export const uploadsDirectory = (dataDir: string): string => join(dataDir, 'uploads');

/**
 * Streams an upload to `path`. A failure of the body (the client went away,
 * the multipart parser refused it) or a pause longer than `idleTimeoutMs`
 * (408) rejects, and the partial file is removed before the error goes on.
 */
export async function receiveUploadFile(
  stream: Readable,
  path: string,
  idleTimeoutMs = UPLOAD_IDLE_TIMEOUT_MS,
): Promise<void> {
  const stall = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => stall.abort(uploadStalled(Math.round(idleTimeoutMs / 1000))), idleTimeoutMs);
  };
  const watch = new Transform({
    transform(chunk, _encoding, done) {
      rearm();
      done(null, chunk);
    },
  });
  rearm();
  try {
    await pipeline(stream, watch, createWriteStream(path), { signal: stall.signal });
  } catch (error) {
    await rm(path, { force: true });
    throw stall.signal.aborted ? stall.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

/** Removes orphaned upload files older than an hour; returns their paths. */
export async function sweepOrphanedUploads(db: Database, dataDir: string, now = Date.now()): Promise<string[]> {
  const directory = uploadsDirectory(dataDir);
  const names = await readdir(directory).catch(() => [] as string[]);
  if (names.length === 0) return [];
  const pending = new Set((await findPendingImportFiles(db)).map((path) => resolve(path)));
  const removed: string[] = [];
  for (const name of names) {
    const path = join(directory, name);
    if (pending.has(resolve(path))) continue;
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now - info.mtimeMs < ORPHANED_UPLOAD_AGE_MS) continue;
    await rm(path, { force: true });
    removed.push(path);
  }
  return removed;
}
