// The returns step: the FBA customer returns report
// (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA) of each marketplace into
// fba_customer_returns, the return reasons of Customer satisfaction. A
// marketplace is read from its last stored return (or the end of the last
// window read, whichever is later) less 3 days, since Amazon adds returns to
// the report a few days late; a first run reaches 60 days back. Windows are
// at most 30 days, one report pending at a time, kept in the cursor while
// Amazon makes it (pending-report.ts). Re-reading the overlap stores nothing
// twice (the rows are upserted on their key).
import { FBA_CUSTOMER_RETURNS_REPORT_TYPE } from '@brandlens/reporting-core';
import { z } from 'zod';
import { CustomerReturnsReportError, readCustomerReturns } from './customer-returns-report.ts';
import { findLastReturnAt, saveCustomerReturns } from './customer-returns.queries.ts';
import { takeReportTurn, ZPendingReport, type TReportTurn } from './pending-report.ts';
import { SpApiRateLimitedError, SpApiReportFailedError } from './sp-api.errors.ts';
import type { SyncStepContext, SyncStepDefinition, SyncStepOutcome } from './sync-step.ts';

const DAY_MS = 24 * 3600_000;
/** How far back a first run (or a marketplace seen for the first time) reaches. */
export const RETURNS_FIRST_RUN_DAYS = 60;
/** Returns reach the report a few days after they happen: each run reads these days again. */
export const RETURNS_OVERLAP_DAYS = 3;
/** The longest window one report asks for. */
export const RETURNS_WINDOW_DAYS = 30;
/** A marketplace read this recently is not asked again (returns trickle in over days, not minutes). */
export const RETURNS_MIN_INTERVAL_MS = 6 * 3600_000;
/** A report still pending after this long is let go and its window asked for again. */
export const RETURNS_PENDING_MAX_AGE_MS = DAY_MS;

const ZWindow = z.object({ marketplaceId: z.string().min(1), from: z.iso.datetime(), to: z.iso.datetime() });
type TWindow = z.infer<typeof ZWindow>;

const ZReturnsCursor = z.object({
  /** The report Amazon is making, with the window and marketplace it is for. */
  pending: ZPendingReport.extend(ZWindow.shape).optional(),
  /** Per marketplace, the end of the last window read (stored, or without data). */
  readThrough: z.record(z.string(), z.iso.datetime()).default({}),
});
type TReturnsCursor = z.infer<typeof ZReturnsCursor>;

interface Tally {
  total: number;
  windowsRead: number;
  stored: number;
  added: number;
  notes: string[];
}

export const returnsSyncStep: SyncStepDefinition = {
  name: 'returns',
  async run(context) {
    const parsed = ZReturnsCursor.safeParse(context.cursor ?? {});
    const cursor: TReturnsCursor = parsed.success ? parsed.data : { readThrough: {} };
    const queue = await windowsToRead(context, cursor);
    const tally: Tally = { total: queue.length, windowsRead: 0, stored: 0, added: 0, notes: [] };
    const refused = new Set<string>();
    for (const window of queue) {
      if (refused.has(window.marketplaceId)) continue;
      const label = `${window.marketplaceId} from ${window.from.slice(0, 10)}`;
      await context.progress({
        done: tally.windowsRead,
        total: tally.total,
        label: `${label}: ${cursor.pending ? 'checking' : 'asking for'} the customer returns report`,
      });
      let turn: TReportTurn;
      try {
        turn = await takeReportTurn(context.client, cursor.pending, reportRequest(window), context.now);
      } catch (error) {
        if (error instanceof SpApiRateLimitedError)
          return outcome(context, cursor, tally, { waitMs: error.retryAfterMs, why: "Amazon's rate limit" });
        // CANCELLED: no returns in the window. FATAL fails the step; the window is asked again.
        if (!(error instanceof SpApiReportFailedError) || error.processingStatus !== 'CANCELLED') throw error;
        finishWindow(cursor, window, tally);
        continue;
      }
      if (turn.state === 'waiting') {
        cursor.pending = { ...turn.pending, ...window };
        return outcome(context, cursor, tally, {
          waitMs: turn.waitMs,
          why: `the report from ${window.from.slice(0, 10)}`,
        });
      }
      await context.progress({ done: tally.windowsRead, total: tally.total, label: `${label}: reading the report` });
      try {
        const read = await readCustomerReturns(await turn.open());
        const target = { sellerId: context.sellerId, marketplaceId: window.marketplaceId, source: 'sp-api' as const };
        const saved = await saveCustomerReturns(context.db, target, read.returns);
        tally.stored += saved.stored;
        tally.added += saved.added;
      } catch (error) {
        // Not thrown: the step would keep the report in its cursor and read the same refused file at every run.
        if (!(error instanceof CustomerReturnsReportError)) throw error;
        cursor.pending = undefined;
        refused.add(window.marketplaceId);
        tally.notes.push(`${window.marketplaceId}: ${error.message}`);
        continue;
      }
      finishWindow(cursor, window, tally);
    }
    await context.progress({ done: tally.windowsRead, total: tally.total, label: 'up to date' });
    return outcome(context, cursor, tally);
  },
};

function finishWindow(cursor: TReturnsCursor, window: TWindow, tally: Tally): void {
  cursor.pending = undefined;
  cursor.readThrough[window.marketplaceId] = window.to;
  tally.windowsRead += 1;
}

/**
 * The windows to read, oldest first per marketplace, the pending report's window before any
 * other. A pending report of a marketplace the account no longer sells in, or a day old, is let go.
 */
async function windowsToRead(context: SyncStepContext, cursor: TReturnsCursor): Promise<TWindow[]> {
  const { marketplaceIds } = context.connection;
  const now = context.now.getTime();
  const { pending } = cursor;
  const isPendingKept =
    pending !== undefined &&
    marketplaceIds.includes(pending.marketplaceId) &&
    now - Date.parse(pending.requestedAt) <= RETURNS_PENDING_MAX_AGE_MS;
  if (!isPendingKept) cursor.pending = undefined;
  const queue: TWindow[] = isPendingKept ? [ZWindow.parse(pending)] : [];
  for (const marketplaceId of marketplaceIds) {
    const through = cursor.readThrough[marketplaceId];
    let from: number;
    if (isPendingKept && pending.marketplaceId === marketplaceId) {
      from = Date.parse(pending.to);
    } else {
      if (through && now - Date.parse(through) < RETURNS_MIN_INTERVAL_MS) continue;
      const last = (await findLastReturnAt(context.db, context.sellerId, marketplaceId))?.getTime();
      const anchor = Math.max(last ?? -Infinity, through ? Date.parse(through) : -Infinity);
      const firstReach = now - RETURNS_FIRST_RUN_DAYS * DAY_MS;
      from = Number.isFinite(anchor) ? anchor - RETURNS_OVERLAP_DAYS * DAY_MS : firstReach;
      // A marketplace never read reaches no further back than a first run, whatever an upload stored.
      if (!through) from = Math.max(from, firstReach);
    }
    for (let start = from; now - start >= 60_000; start += RETURNS_WINDOW_DAYS * DAY_MS) {
      const end = Math.min(start + RETURNS_WINDOW_DAYS * DAY_MS, now);
      queue.push({ marketplaceId, from: new Date(start).toISOString(), to: new Date(end).toISOString() });
    }
  }
  return queue;
}

const reportRequest = (window: TWindow) => ({
  reportType: FBA_CUSTOMER_RETURNS_REPORT_TYPE,
  marketplaceIds: [window.marketplaceId],
  dataStartTime: new Date(window.from),
  dataEndTime: new Date(window.to),
});

function outcome(
  context: SyncStepContext,
  cursor: TReturnsCursor,
  tally: Tally,
  waiting?: { waitMs: number; why: string },
): SyncStepOutcome {
  const summary =
    `${context.connection.marketplaceIds.length} marketplace(s), ${tally.windowsRead} of ${tally.total} window(s) read, ` +
    `${tally.stored} return(s) stored (${tally.added} new)` +
    (tally.notes.length > 0 ? `; ${tally.notes.join('; ')}` : '') +
    (waiting ? `; waiting for ${waiting.why}` : '');
  // Complete through the earliest marketplace's end, once every marketplace has been read.
  const ends = context.connection.marketplaceIds.map((id) => cursor.readThrough[id]);
  const earliest = ends.includes(undefined) ? undefined : (ends as string[]).sort()[0];
  return {
    summary,
    cursor: { ...cursor },
    ...(earliest ? { dataThrough: new Date(earliest) } : {}),
    ...(waiting ? { waitMs: waiting.waitMs } : {}),
  };
}
