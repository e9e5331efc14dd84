// The inventory step: each marketplace's FBA stock from getInventorySummaries
// (every page), stored as the marketplace's local day. Where the API answers
// nothing usable for a marketplace (no SKU, or it refuses the marketplace),
// the FBA inventory report is asked for instead, at most once a day, across
// runs (pending-report.ts); while Amazon makes it the step waits without
// reading the other marketplaces' pages again for half an hour.
import { FBA_INVENTORY_REPORT_TYPE } from '@brandlens/reporting-core';
import { z } from 'zod';
import { FbaInventoryReportError, storeFbaInventoryReport } from './fba-inventory-report.service.ts';
import { findMarketplaceDays, saveFbaInventoryRecords } from './fba-inventory.queries.ts';
import { inventoryRecordOf, listInventorySummaryPages } from './inventory-api.ts';
import { takeReportTurn, ZPendingReport } from './pending-report.ts';
import { SpApiReportFailedError, SpApiRequestError } from './sp-api.errors.ts';
import type { SyncStepContext, SyncStepDefinition } from './sync-step.ts';

const API_RESYNC_WHILE_WAITING_MS = 30 * 60_000;

const ZInventoryCursor = z.object({
  /** Reports asked for, per marketplace, with the day their figures belong to. */
  reports: z.record(z.string(), ZPendingReport.extend({ day: z.iso.date() })).default({}),
  /** The last day a report was read (or ended without data) per marketplace: one report a day at most. */
  reportDays: z.record(z.string(), z.iso.date()).default({}),
  /** When the API's marketplaces were last read. */
  apiSyncedAt: z.iso.datetime().optional(),
});
type TInventoryCursor = z.infer<typeof ZInventoryCursor>;

interface MarketplaceTally {
  lines: string[];
  skus: number;
  newProducts: number;
  waitMs: number | undefined;
}

export const inventorySyncStep: SyncStepDefinition = {
  name: 'inventory',
  async run(context) {
    const { connection, now } = context;
    const parsed = ZInventoryCursor.safeParse(context.cursor ?? {});
    const cursor: TInventoryCursor = parsed.success ? parsed.data : { reports: {}, reportDays: {} };
    const days = await findMarketplaceDays(context.db, connection.marketplaceIds, now);
    const marketplaceIds = connection.marketplaceIds.filter((id) => days.has(id));
    // A report of a marketplace the account no longer sells in is not waited for.
    for (const id of Object.keys(cursor.reports)) if (!marketplaceIds.includes(id)) delete cursor.reports[id];
    const hasPending = Object.keys(cursor.reports).length > 0;
    const isApiFresh =
      cursor.apiSyncedAt !== undefined && now.getTime() - Date.parse(cursor.apiSyncedAt) < API_RESYNC_WHILE_WAITING_MS;
    const isApiRun = !hasPending || !isApiFresh;
    const tally: MarketplaceTally = { lines: [], skus: 0, newProducts: 0, waitMs: undefined };
    for (const [index, marketplaceId] of marketplaceIds.entries()) {
      const day = days.get(marketplaceId)!;
      const progress = (label: string) =>
        context.progress({ done: index, total: marketplaceIds.length, label: `${marketplaceId}: ${label}` });
      if (!isApiRun && !cursor.reports[marketplaceId]) continue;
      const fromApi = isApiRun ? await syncFromApi(context, marketplaceId, day, progress) : undefined;
      if (fromApi?.isUsable) {
        delete cursor.reports[marketplaceId];
        tally.skus += fromApi.skus;
        tally.newProducts += fromApi.newProducts;
        tally.lines.push(`${marketplaceId} ${fromApi.skus} SKU(s) from the API`);
        continue;
      }
      await reportTurn(context, cursor, { marketplaceId, day, why: fromApi?.why }, tally, progress);
    }
    if (isApiRun) cursor.apiSyncedAt = now.toISOString();
    const summary =
      `${marketplaceIds.length} marketplace(s), ${tally.skus} SKU(s) stored, ${tally.newProducts} new product(s)` +
      (tally.lines.length > 0 ? `: ${tally.lines.join('; ')}` : '');
    if (tally.waitMs !== undefined) return { summary, cursor, waitMs: tally.waitMs };
    return { summary, cursor, dataThrough: now };
  },
};

type ApiResult = { isUsable: true; skus: number; newProducts: number } | { isUsable: false; why: string };

/** Every page of the marketplace into the day's rows; not usable when it names no SKU or Amazon refuses the marketplace. */
async function syncFromApi(
  context: SyncStepContext,
  marketplaceId: string,
  day: string,
  progress: (label: string) => Promise<void>,
): Promise<ApiResult> {
  let skus = 0;
  let newProducts = 0;
  try {
    for await (const page of listInventorySummaryPages(context.client, { marketplaceId })) {
      const records = page.summaries.flatMap((summary) => inventoryRecordOf(summary) ?? []);
      const saved = await saveFbaInventoryRecords(
        context.db,
        { sellerId: context.sellerId, marketplaceId, day, source: 'sp-api' },
        records,
      );
      skus += saved.stored;
      newProducts += saved.newProducts;
      await progress(`page ${page.page}, ${skus} SKU(s)`);
    }
  } catch (error) {
    // 400 and 404: Amazon does not serve FBA inventory of this marketplace to this account.
    if (error instanceof SpApiRequestError && (error.status === 400 || error.status === 404))
      return { isUsable: false, why: `the API refused it (HTTP ${error.status})` };
    throw error;
  }
  return skus > 0 ? { isUsable: true, skus, newProducts } : { isUsable: false, why: 'the API listed no SKU' };
}

/** One turn of the marketplace's FBA inventory report: ask, look, or read it into its day. */
async function reportTurn(
  context: SyncStepContext,
  cursor: TInventoryCursor,
  target: { marketplaceId: string; day: string; why: string | undefined },
  tally: MarketplaceTally,
  progress: (label: string) => Promise<void>,
): Promise<void> {
  const { marketplaceId } = target;
  const pending = cursor.reports[marketplaceId];
  const reason = target.why ? `${target.why}; ` : '';
  if (!pending && cursor.reportDays[marketplaceId] === target.day) {
    tally.lines.push(`${marketplaceId} ${reason}its FBA inventory report was read today`);
    return;
  }
  await progress(pending ? 'checking the FBA inventory report' : 'asking for the FBA inventory report');
  const day = pending?.day ?? target.day;
  let turn: Awaited<ReturnType<typeof takeReportTurn>>;
  try {
    turn = await takeReportTurn(
      context.client,
      pending,
      { reportType: FBA_INVENTORY_REPORT_TYPE, marketplaceIds: [marketplaceId] },
      context.now,
    );
  } catch (error) {
    if (!(error instanceof SpApiReportFailedError)) throw error;
    // Asked again tomorrow, not at every run: a CANCELLED report usually means there is no data.
    delete cursor.reports[marketplaceId];
    cursor.reportDays[marketplaceId] = day;
    tally.lines.push(`${marketplaceId} ${reason}its FBA inventory report ended ${error.processingStatus}`);
    return;
  }
  if (turn.state === 'waiting') {
    cursor.reports[marketplaceId] = { ...turn.pending, day };
    tally.waitMs = Math.min(tally.waitMs ?? Infinity, turn.waitMs);
    tally.lines.push(`${marketplaceId} ${reason}waiting for its FBA inventory report`);
    return;
  }
  await progress('reading the FBA inventory report');
  delete cursor.reports[marketplaceId];
  cursor.reportDays[marketplaceId] = day;
  let stored: Awaited<ReturnType<typeof storeFbaInventoryReport>>;
  try {
    stored = await storeFbaInventoryReport(context.db, context.sellerId, marketplaceId, day, await turn.open());
  } catch (error) {
    // Not thrown: the step would keep the report in its cursor and read the same refused file at every run.
    if (!(error instanceof FbaInventoryReportError)) throw error;
    tally.lines.push(`${marketplaceId} ${reason}${error.message}`);
    return;
  }
  tally.skus += stored.stored;
  tally.newProducts += stored.newProducts;
  tally.lines.push(`${marketplaceId} ${reason}${stored.stored} SKU(s) from the FBA inventory report`);
}
