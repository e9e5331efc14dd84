// The orders backfill: the All Orders report by last update over the last two
// years, 30 days per report (Amazon refuses a longer range), oldest window
// first, each asked for across runs (takeReportTurn) and imported through the
// upload importer, so the orders, their order days and the import history are
// exactly what uploading the same reports gives. The import's file name
// carries the report id: a report already imported (a run that stopped after
// importing it) is not imported twice. The backfill's state lives in the
// step's cursor, saved at each return, so a run that waits for Amazon or for a
// rate slot goes on from the window it stopped at.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { importDownloadedReport } from '../ingestion/downloaded-report-import.service.ts';
import { uploadsDirectory } from '../ingestion/upload-files.service.ts';
import { takeReportTurn, ZPendingReport } from './pending-report.ts';
import { SpApiRateLimitedError, SpApiReportFailedError } from './sp-api.errors.ts';
import { findTakenImportFileNames } from './sp-api-sync.queries.ts';
import type { SyncStepContext } from './sync-step.ts';

export const ALL_ORDERS_REPORT_TYPE = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL';
const DAY_MS = 24 * 3600 * 1000;
/** How far back Amazon keeps orders for a new connection: two years. */
export const ORDERS_BACKFILL_DAYS = 730;
/** The longest range Amazon accepts in one All Orders report request. */
export const ORDERS_REPORT_WINDOW_DAYS = 30;
/** A window's report that Amazon ends FATAL is asked for again this many times, this long after. */
const FATAL_RETRIES = 2;
const FATAL_RETRY_MS = 5 * 60_000;

export const ZOrdersBackfill = z.object({
  from: z.iso.datetime(),
  /** The end of the last window: where the Orders API takes over. */
  until: z.iso.datetime(),
  /** Index of the next window to import, from the oldest. */
  nextWindow: z.number().int().nonnegative(),
  /** The report of window `nextWindow` Amazon is making, if asked for already. */
  pending: ZPendingReport.optional(),
  ordersImported: z.number().int().nonnegative(),
  ordersUpdated: z.number().int().nonnegative(),
  /** Reports of window `nextWindow` Amazon ended FATAL so far. */
  fatalReports: z.number().int().nonnegative(),
});
export type TOrdersBackfill = z.infer<typeof ZOrdersBackfill>;

export type TBackfillTurn =
  | { state: 'done'; backfill: TOrdersBackfill }
  | { state: 'waiting'; backfill: TOrdersBackfill; waitMs: number; reason: string };

/** The import's file name: how a later run knows a report is in. */
export const ordersReportFileName = (reportId: string) => `amazon-orders-report-${reportId}.txt`;

export function startBackfill(from: Date, until: Date): TOrdersBackfill {
  return {
    from: from.toISOString(),
    until: until.toISOString(),
    nextWindow: 0,
    ordersImported: 0,
    ordersUpdated: 0,
    fatalReports: 0,
  };
}

export function backfillWindows(backfill: Pick<TOrdersBackfill, 'from' | 'until'>): Array<{ start: Date; end: Date }> {
  const from = Date.parse(backfill.from);
  const until = Date.parse(backfill.until);
  const windows: Array<{ start: Date; end: Date }> = [];
  for (let start = from; start < until; start += ORDERS_REPORT_WINDOW_DAYS * DAY_MS)
    windows.push({
      start: new Date(start),
      end: new Date(Math.min(until, start + ORDERS_REPORT_WINDOW_DAYS * DAY_MS)),
    });
  return windows;
}

/**
 * Imports the windows from `backfill.nextWindow` on, until all are in (done) or Amazon is still
 * making a report or the rate of an operation is used up (waiting: the state to save). A CANCELLED
 * report is a window without orders (that is how Amazon answers one); a FATAL one is asked again.
 */
export async function continueBackfill(context: SyncStepContext, start: TOrdersBackfill): Promise<TBackfillTurn> {
  const windows = backfillWindows(start);
  const backfill = { ...start };
  while (backfill.nextWindow < windows.length) {
    const window = windows[backfill.nextWindow]!;
    const label = `report ${backfill.nextWindow + 1} of ${windows.length}`;
    try {
      const turn = await takeReportTurn(
        context.client,
        backfill.pending,
        {
          reportType: ALL_ORDERS_REPORT_TYPE,
          marketplaceIds: context.connection.marketplaceIds,
          dataStartTime: window.start,
          dataEndTime: window.end,
        },
        context.now,
      );
      if (turn.state === 'waiting') {
        return {
          state: 'waiting',
          backfill: { ...backfill, pending: turn.pending },
          waitMs: turn.waitMs,
          reason: `${label}: Amazon is making it`,
        };
      }
      // Kept until the window is in: a download stopped by the rate limit picks up this report, not a new one.
      backfill.pending ??= { reportId: turn.reportId, checks: 0, requestedAt: context.now.toISOString() };
      const report = (line: string) =>
        context.progress({ done: backfill.nextWindow, total: windows.length, label: `${label}: ${line}` });
      await report('importing');
      const counts = await importReport(context, turn.reportId, turn.open, report);
      backfill.ordersImported += counts.ordersImported;
      backfill.ordersUpdated += counts.ordersUpdated;
    } catch (error) {
      if (error instanceof SpApiRateLimitedError)
        return {
          state: 'waiting',
          backfill,
          waitMs: error.retryAfterMs,
          reason: `${label}: waiting for the rate limit`,
        };
      if (!(error instanceof SpApiReportFailedError)) throw error;
      if (error.processingStatus === 'FATAL') {
        // Amazon fails a report now and then: the window is asked for again after a pause, a few
        // times, then the step fails (and each later run asks once more).
        if (backfill.fatalReports >= FATAL_RETRIES) throw error;
        const { pending: _failed, ...rest } = backfill;
        return {
          state: 'waiting',
          backfill: { ...rest, fatalReports: backfill.fatalReports + 1 },
          waitMs: FATAL_RETRY_MS,
          reason: `${label}: Amazon could not make it, asking again`,
        };
      }
    }
    backfill.nextWindow += 1;
    backfill.fatalReports = 0;
    delete backfill.pending;
    await context.progress({ done: backfill.nextWindow, total: windows.length, label: `${label}: done` });
  }
  return { state: 'done', backfill };
}

async function importReport(
  context: SyncStepContext,
  reportId: string,
  open: () => Promise<Readable>,
  report: (line: string) => Promise<void>,
): Promise<{ ordersImported: number; ordersUpdated: number }> {
  const fileName = ordersReportFileName(reportId);
  const taken = await findTakenImportFileNames(context.db, context.sellerId, [fileName]);
  if (taken.has(fileName)) return { ordersImported: 0, ordersUpdated: 0 };
  const directory = uploadsDirectory(context.env.DATA_DIR);
  await mkdir(directory, { recursive: true });
  const path = join(directory, `${randomUUID()}.txt`);
  try {
    await pipeline(await open(), createWriteStream(path));
    // An empty document (no header either) holds no orders, and the importer would call it a bad file;
    // a header alone (a month without orders, most of a new seller's two years) needs no import either.
    if (await holdsNoOrders(path)) {
      await rm(path, { force: true });
      return { ordersImported: 0, ordersUpdated: 0 };
    }
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  const outcome = await importDownloadedReport(context.db, context.sellerId, { path, fileName }, (step) => {
    void report(`${step.phase} ${step.percent}%`);
  });
  if (outcome.status === 'failed')
    throw new Error(`All Orders report ${reportId} refused: ${outcome.errors.map((error) => error.reason).join('; ')}`);
  return { ordersImported: outcome.ordersImported, ordersUpdated: outcome.ordersUpdated };
}

/** Whether a downloaded All Orders document has no order line: empty, or its header alone. */
async function holdsNoOrders(path: string): Promise<boolean> {
  const { size } = await stat(path);
  if (size === 0) return true;
  // Any order line makes a file longer than this; only a short file is read to be sure.
  if (size > 16_384) return false;
  const lines = (await readFile(path, 'utf8')).split(/\r?\n/).filter((line) => line.trim() !== '');
  return lines.length <= 1;
}
