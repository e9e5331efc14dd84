// The traffic step: Sales and Traffic (GET_SALES_AND_TRAFFIC_REPORT) per
// marketplace and day into sales_traffic_daily. The report's by-ASIN section
// sums the whole requested range, so each report asks for one day of one
// marketplace: that is what gives per-day figures per SKU. Days run from the
// day after the last complete one up to two days ago (Amazon's figures settle
// in about 48 hours); a first run reaches 30 days back. One report is pending
// at a time, kept in the cursor with its day and marketplace while Amazon
// makes it (pending-report.ts), so nothing holds a worker meanwhile.
//
// asinGranularity SKU rather than CHILD: each row then names both the child
// ASIN and the SKU, which is how products and the P&L key a seller's items,
// and an ASIN sold under two SKUs (FBA and merchant-fulfilled) stays two rows.
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';
import { z } from 'zod';
import { findMarketplaceDays } from './fba-inventory.queries.ts';
import { takeReportTurn, ZPendingReport, type TReportTurn } from './pending-report.ts';
import { readDocumentText } from './report-json-document.ts';
import { parseSalesTrafficReport, SALES_TRAFFIC_REPORT_TYPE, salesTrafficRowsOfDay } from './sales-traffic-report.ts';
import { findLocalDayEnd, replaceSalesTrafficDay } from './sales-traffic.queries.ts';
import { SpApiRateLimitedError, SpApiReportFailedError } from './sp-api.errors.ts';
import type { SyncStepContext, SyncStepDefinition, SyncStepOutcome } from './sync-step.ts';

export const SALES_TRAFFIC_REPORT_OPTIONS = { dateGranularity: 'DAY', asinGranularity: 'SKU' } as const;
/** Amazon's Sales and Traffic figures of a day settle in about 48 hours. */
export const TRAFFIC_SETTLE_DAYS = 2;
/** How far back a first run (or a marketplace seen for the first time) reaches. */
export const TRAFFIC_FIRST_RUN_DAYS = 30;
/** A report still pending after this long is let go and the day asked for again (its document may be gone). */
export const TRAFFIC_PENDING_MAX_AGE_MS = 24 * 3600_000;

const ZTrafficCursor = z.object({
  /** The report Amazon is making, with the day and marketplace it is for. */
  pending: ZPendingReport.extend({ marketplaceId: z.string().min(1), day: z.iso.date() }).optional(),
  /** Per marketplace, the last day read (stored, or reported by Amazon as having no data). */
  completeThrough: z.record(z.string(), z.iso.date()).default({}),
});
type TTrafficCursor = z.infer<typeof ZTrafficCursor>;

interface DayToRead {
  marketplaceId: string;
  day: string;
}

interface Tally {
  total: number;
  daysRead: number;
  rowsStored: number;
  daysWithoutData: number;
}

export const trafficSyncStep: SyncStepDefinition = {
  name: 'traffic',
  async run(context) {
    const parsed = ZTrafficCursor.safeParse(context.cursor ?? {});
    const cursor: TTrafficCursor = parsed.success ? parsed.data : { completeThrough: {} };
    const queue = await daysToRead(context, cursor);
    const tally: Tally = { total: queue.length, daysRead: 0, rowsStored: 0, daysWithoutData: 0 };
    for (const target of queue) {
      await context.progress({
        done: tally.daysRead,
        total: tally.total,
        label: `${target.marketplaceId} ${target.day}: ${cursor.pending ? 'checking' : 'asking for'} the report`,
      });
      let turn: TReportTurn;
      try {
        turn = await takeReportTurn(context.client, cursor.pending, reportRequest(target), context.now);
      } catch (error) {
        if (error instanceof SpApiRateLimitedError)
          return outcome(context, cursor, tally, { waitMs: error.retryAfterMs, why: "Amazon's rate limit" });
        // CANCELLED: Amazon had nothing for the day. FATAL fails the step; the day is asked again.
        if (!(error instanceof SpApiReportFailedError) || error.processingStatus !== 'CANCELLED') throw error;
        cursor.pending = undefined;
        cursor.completeThrough[target.marketplaceId] = target.day;
        tally.daysRead += 1;
        tally.daysWithoutData += 1;
        continue;
      }
      if (turn.state === 'waiting') {
        cursor.pending = { ...turn.pending, ...target };
        return outcome(context, cursor, tally, { waitMs: turn.waitMs, why: `the report of ${target.day}` });
      }
      await context.progress({
        done: tally.daysRead,
        total: tally.total,
        label: `${target.marketplaceId} ${target.day}: reading the report`,
      });
      const document = parseSalesTrafficReport(await readDocumentText(await turn.open(), 'Sales and Traffic'));
      const rows = salesTrafficRowsOfDay(document, target);
      tally.rowsStored += await replaceSalesTrafficDay(context.db, { sellerId: context.sellerId, ...target }, rows);
      cursor.pending = undefined;
      cursor.completeThrough[target.marketplaceId] = target.day;
      tally.daysRead += 1;
    }
    await context.progress({ done: tally.daysRead, total: tally.total, label: 'up to date' });
    return outcome(context, cursor, tally);
  },
};

/**
 * Each marketplace's days to read, oldest first, the pending report's day before any other
 * (a single report is pending at a time). A pending report of a marketplace the account no
 * longer sells in, of a day no longer asked for, or a day old, is let go.
 */
async function daysToRead(context: SyncStepContext, cursor: TTrafficCursor): Promise<DayToRead[]> {
  const todays = await findMarketplaceDays(context.db, context.connection.marketplaceIds, context.now);
  const queue: DayToRead[] = [];
  for (const marketplaceId of context.connection.marketplaceIds) {
    const today = todays.get(marketplaceId);
    if (!today) continue;
    const last = isoDayNumber(today) - TRAFFIC_SETTLE_DAYS;
    const through = cursor.completeThrough[marketplaceId];
    const first = through ? isoDayNumber(through) + 1 : last - (TRAFFIC_FIRST_RUN_DAYS - 1);
    for (let day = first; day <= last; day += 1) queue.push({ marketplaceId, day: isoDateOfDayNumber(day) });
  }
  const { pending } = cursor;
  const index =
    pending && context.now.getTime() - Date.parse(pending.requestedAt) <= TRAFFIC_PENDING_MAX_AGE_MS
      ? queue.findIndex((item) => item.marketplaceId === pending.marketplaceId && item.day === pending.day)
      : -1;
  if (index < 0) {
    cursor.pending = undefined;
    return queue;
  }
  return [queue[index]!, ...queue.slice(0, index), ...queue.slice(index + 1)];
}

function reportRequest(target: DayToRead) {
  return {
    reportType: SALES_TRAFFIC_REPORT_TYPE,
    marketplaceIds: [target.marketplaceId],
    dataStartTime: new Date(`${target.day}T00:00:00Z`),
    dataEndTime: new Date(`${target.day}T23:59:59Z`),
    reportOptions: { ...SALES_TRAFFIC_REPORT_OPTIONS },
  };
}

async function outcome(
  context: SyncStepContext,
  cursor: TTrafficCursor,
  tally: Tally,
  waiting?: { waitMs: number; why: string },
): Promise<SyncStepOutcome> {
  const summary =
    `${tally.daysRead} of ${tally.total} day(s) read, ${tally.rowsStored} row(s) stored` +
    (tally.daysWithoutData > 0 ? `, ${tally.daysWithoutData} day(s) without data` : '') +
    (waiting ? `; waiting for ${waiting.why}` : '');
  const dataThrough = await completeThrough(context, cursor);
  return {
    summary,
    cursor: { ...cursor },
    ...(dataThrough ? { dataThrough } : {}),
    ...(waiting ? { waitMs: waiting.waitMs } : {}),
  };
}

/** The end of the last day every marketplace is complete through, or undefined while one has none. */
async function completeThrough(context: SyncStepContext, cursor: TTrafficCursor): Promise<Date | undefined> {
  let earliest: Date | undefined;
  for (const marketplaceId of context.connection.marketplaceIds) {
    const day = cursor.completeThrough[marketplaceId];
    if (!day) return undefined;
    const end = await findLocalDayEnd(context.db, marketplaceId, day);
    if (!earliest || end < earliest) earliest = end;
  }
  return earliest;
}
