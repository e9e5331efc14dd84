// The health step: the seller performance report (GET_V2_SELLER_PERFORMANCE_REPORT)
// of each marketplace, at most once a day, into account_health_reports, and
// the seller's day snapshot that brand valuation reads, recomputed from every
// marketplace stored that day. Days are UTC days: the report's windows are in
// UTC and one snapshot covers every marketplace. Each marketplace's report is
// asked for at once and kept in the cursor while Amazon makes it.
import { z } from 'zod';
import {
  ACCOUNT_HEALTH_REPORT_TYPE,
  parseAccountHealthReport,
  sellerAccountHealth,
  totalPolicyViolations,
  type MarketplaceAccountHealth,
} from './account-health-report.ts';
import {
  findHealthDocumentsOfDay,
  findStoredHealthMarketplaces,
  saveAccountHealthReport,
  saveAccountHealthSnapshot,
} from './account-health.queries.ts';
import { takeReportTurn, ZPendingReport, type TReportTurn } from './pending-report.ts';
import { readDocumentText } from './report-json-document.ts';
import { SpApiRateLimitedError, SpApiReportFailedError } from './sp-api.errors.ts';
import type { SyncStepContext, SyncStepDefinition } from './sync-step.ts';

/** A report still pending after this long is let go and asked for again (its document may be gone). */
export const HEALTH_PENDING_MAX_AGE_MS = 24 * 3600_000;

const ZHealthCursor = z.object({
  /** Reports Amazon is making, per marketplace, with the day they are for. */
  reports: z.record(z.string(), ZPendingReport.extend({ day: z.iso.date() })).default({}),
  /** Per marketplace, the last day a report ended without metrics for it (not asked again that day). */
  emptyDays: z.record(z.string(), z.iso.date()).default({}),
});
type THealthCursor = z.infer<typeof ZHealthCursor>;

interface Tally {
  stored: string[];
  notes: string[];
  waitMs: number | undefined;
}

export const healthSyncStep: SyncStepDefinition = {
  name: 'health',
  async run(context) {
    const parsed = ZHealthCursor.safeParse(context.cursor ?? {});
    const cursor: THealthCursor = parsed.success ? parsed.data : { reports: {}, emptyDays: {} };
    const { marketplaceIds } = context.connection;
    const today = context.now.toISOString().slice(0, 10);
    const storedToday = await findStoredHealthMarketplaces(context.db, { sellerId: context.sellerId, day: today });
    for (const [id, pending] of Object.entries(cursor.reports)) {
      const age = context.now.getTime() - Date.parse(pending.requestedAt);
      if (!marketplaceIds.includes(id) || age > HEALTH_PENDING_MAX_AGE_MS) delete cursor.reports[id];
    }
    const tally: Tally = { stored: [], notes: [], waitMs: undefined };
    for (const [index, marketplaceId] of marketplaceIds.entries()) {
      const pending = cursor.reports[marketplaceId];
      const isDone = storedToday.has(marketplaceId) || cursor.emptyDays[marketplaceId] === today;
      if (!pending && isDone) continue;
      await context.progress({
        done: index,
        total: marketplaceIds.length,
        label: `${marketplaceId}: ${pending ? 'checking' : 'asking for'} the account health report`,
      });
      try {
        await reportTurn(context, cursor, { marketplaceId, day: pending?.day ?? today }, tally);
      } catch (error) {
        if (!(error instanceof SpApiRateLimitedError)) throw error;
        tally.notes.push(`${marketplaceId} waiting for Amazon's rate limit`);
        tally.waitMs = Math.min(tally.waitMs ?? Infinity, error.retryAfterMs);
        break;
      }
    }
    const summary =
      `${marketplaceIds.length} marketplace(s), ${tally.stored.length} account health report(s) stored` +
      (tally.stored.length + tally.notes.length > 0 ? `: ${[...tally.stored, ...tally.notes].join('; ')}` : '');
    if (tally.waitMs !== undefined) return { summary, cursor: { ...cursor }, waitMs: tally.waitMs };
    return { summary, cursor: { ...cursor }, dataThrough: context.now };
  },
};

async function reportTurn(
  context: SyncStepContext,
  cursor: THealthCursor,
  target: { marketplaceId: string; day: string },
  tally: Tally,
): Promise<void> {
  const { marketplaceId, day } = target;
  let turn: TReportTurn;
  try {
    turn = await takeReportTurn(
      context.client,
      cursor.reports[marketplaceId],
      { reportType: ACCOUNT_HEALTH_REPORT_TYPE, marketplaceIds: [marketplaceId] },
      context.now,
    );
  } catch (error) {
    // CANCELLED or FATAL: no report for today; asked again tomorrow, not at every run.
    if (!(error instanceof SpApiReportFailedError)) throw error;
    delete cursor.reports[marketplaceId];
    cursor.emptyDays[marketplaceId] = day;
    tally.notes.push(`${marketplaceId} report ended ${error.processingStatus}`);
    return;
  }
  if (turn.state === 'waiting') {
    cursor.reports[marketplaceId] = { ...turn.pending, day };
    tally.waitMs = Math.min(tally.waitMs ?? Infinity, turn.waitMs);
    tally.notes.push(`${marketplaceId} waiting for its report`);
    return;
  }
  const document = parseAccountHealthReport(await readDocumentText(await turn.open(), 'seller performance'));
  delete cursor.reports[marketplaceId];
  const health = document.find((entry) => entry.marketplaceId === marketplaceId);
  if (!health) {
    cursor.emptyDays[marketplaceId] = day;
    tally.notes.push(`${marketplaceId} report has no metrics for it`);
    return;
  }
  await saveAccountHealthReport(context.db, { sellerId: context.sellerId, day }, health);
  await refreshSnapshot(context, day);
  tally.stored.push(`${marketplaceId} ${describe(health)}`);
}

/** The seller's snapshot of the day, from every marketplace stored that day. */
async function refreshSnapshot(context: SyncStepContext, day: string): Promise<void> {
  const target = { sellerId: context.sellerId, day };
  const documents = await findHealthDocumentsOfDay(context.db, target);
  const snapshot = sellerAccountHealth(documents.flatMap((text) => parseAccountHealthReport(text)));
  if (snapshot) await saveAccountHealthSnapshot(context.db, target, snapshot);
}

const describe = (health: MarketplaceAccountHealth): string =>
  [
    health.healthStatus ?? 'no rating status',
    `order defect rate ${health.orderDefectRate ?? 'not given'}`,
    `${totalPolicyViolations(health.policyViolations)} policy violation(s)`,
  ].join(', ');
