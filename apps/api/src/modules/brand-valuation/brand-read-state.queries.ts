// What tells the brand valuation's kept values from outdated ones (ADR 0039, ADR 0044), in one
// statement whatever the history: this read's snapshot, and for each kept value's snapshot whether
// a change it does not see was logged since. The brand context (brands, products) is outdated by a
// change of the seller (seller_figure_changes, ADR 0027); figures also by a change of the FX rates
// of their days (fx_rate_changes, as the statement's kept months, ADR 0037).
import { fxRateChanges, sellerFigureChanges, sql, type SQL } from '@brandlens/db';
import { DEFAULT_MAX_RATE_AGE_DAYS } from '@brandlens/reporting-core';
import { unseenBy } from '../profit-loss/figure-changes.queries.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface BrandReadState {
  /** pg_current_snapshot() of this read: keep what is computed after it with it. */
  snapshot: string;
  /** The kept context is outdated (true without one). */
  contextChanged: boolean;
  /** The kept figures are outdated (true without them). */
  figuresChanged: boolean;
}

/** The snapshots of what the read holds kept, if anything, and the days the figures convert. */
export interface KeptSnapshots {
  context?: string | undefined;
  figures?: { snapshot: string; days: { from: string; to: string } } | undefined;
}

/**
 * The state of `sellerId`'s data for kept values: the context's snapshot is checked against the
 * seller's changes; the figures' snapshot also against rate changes from DEFAULT_MAX_RATE_AGE_DAYS
 * before their days to their end (any currency: the rates job writes once a day). Both logs are
 * probed through their primary keys from the snapshot's xmin up.
 */
export async function findBrandReadState(
  db: DatabaseReader,
  sellerId: string,
  kept: KeptSnapshots,
): Promise<BrandReadState> {
  const sellerChanged = (snapshot: SQL) => {
    const c = sellerFigureChanges;
    return sql`exists (select 1 from ${c} where ${c.sellerId} = ${sellerId} and ${unseenBy(c.xactId, snapshot)})`;
  };
  const ratesChanged = (snapshot: SQL, days: { from: string; to: string }) => {
    const f = fxRateChanges;
    return sql`exists (select 1 from ${f} where ${unseenBy(f.xactId, snapshot)}
      and ${f.firstDay} <= ${days.to}::date and ${f.lastDay} >= ${days.from}::date - ${DEFAULT_MAX_RATE_AGE_DAYS}::int)`;
  };
  const context = kept.context === undefined ? sql`true` : sellerChanged(sql`${kept.context}::text::pg_snapshot`);
  let figures = sql`true`;
  if (kept.figures !== undefined) {
    const snapshot = sql`${kept.figures.snapshot}::text::pg_snapshot`;
    figures = sql`(${sellerChanged(snapshot)} or ${ratesChanged(snapshot, kept.figures.days)})`;
  }
  const { rows } = await db.execute<{ snapshot: string; context_changed: boolean; figures_changed: boolean }>(sql`
    select pg_current_snapshot()::text as snapshot, ${context} as context_changed, ${figures} as figures_changed`);
  const row = rows[0];
  if (!row) throw new Error('The read state query answered no row');
  return {
    snapshot: row.snapshot,
    contextChanged: row.context_changed !== false,
    figuresChanged: row.figures_changed !== false,
  };
}
