// The statement's kept-ready months (ADR 0037): read the rows still right for this read, and
// store months computed live with the snapshot they were computed at.
import { fxRateChanges, sellerFigureChanges, sql, statementKeptMonths, type Database } from '@brandlens/db';
import { DEFAULT_MAX_RATE_AGE_DAYS, type ConversionLegs, type ConvertedLineSum } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { KEPT_FIGURES_MAX_AGE_DAYS, unseenBy } from './figure-changes.queries.ts';
import type { DatingCount } from './profit-loss.queries.ts';

/** What a kept row is for: one statement scope; months come on their own. */
export interface KeptScope {
  sellerId: string;
  basis: 'posted' | 'order';
  /** '' for all marketplaces. */
  marketplaceId: string;
  /** '' for all brands. */
  brand: string;
  currency: string;
  view: 'MONTHLY' | 'DAILY';
}

/** One month's sums as the statement's SQL answered them. */
export interface MonthSums {
  month: string;
  lines: ConvertedLineSum[];
  conversions: ConversionLegs[];
  dating: DatingCount[] | null;
}

type StoredLine = Omit<ConvertedLineSum, 'minorUnits'> & { minorUnits: string | null };

const scopeConditions = (scope: KeptScope, months: readonly string[]) => {
  const k = statementKeptMonths;
  return sql`${k.sellerId} = ${scope.sellerId} and ${k.basis} = ${scope.basis}
    and ${k.marketplaceId} = ${scope.marketplaceId} and ${k.brand} = ${scope.brand}
    and ${k.currency} = ${scope.currency} and ${k.view} = ${scope.view}
    and ${k.month} = any(${sql.param([...months])}::date[])`;
};

/**
 * Which kept months of `scope` among `months` (first days) are right for this read, with the
 * snapshot each was computed at: computed within KEPT_FIGURES_MAX_AGE_DAYS, and no change of the
 * seller's figures, and no change of rates from
 * DEFAULT_MAX_RATE_AGE_DAYS days before the month to its end, is invisible to that snapshot.
 * Through the primary key, then one probe of each change log per row; no sums are read.
 */
export async function findValidKeptMonths(
  reader: DatabaseReader,
  scope: KeptScope,
  months: readonly string[],
): Promise<Map<string, string>> {
  if (months.length === 0) return new Map();
  const k = statementKeptMonths;
  const c = sellerFigureChanges;
  const f = fxRateChanges;
  const snapshot = sql`${k.snapshot}::pg_snapshot`;
  const unseen = (xact: unknown) => unseenBy(xact, snapshot);
  const { rows } = await reader.execute<{ month: string; snapshot: string }>(sql`
    select ${k.month}::text as month, ${k.snapshot} as snapshot
    from ${k}
    where ${scopeConditions(scope, months)}
      and ${k.computedAt} > now() - make_interval(days => ${KEPT_FIGURES_MAX_AGE_DAYS})
      and not exists (select 1 from ${c} where ${c.sellerId} = ${k.sellerId} and ${unseen(c.xactId)})
      and not exists (select 1 from ${f} where ${unseen(f.xactId)}
        and ${f.firstDay} <= (${k.month} + interval '1 month' - interval '1 day')::date
        and ${f.lastDay} >= ${k.month} - ${DEFAULT_MAX_RATE_AGE_DAYS}::int)`);
  return new Map(rows.map((row) => [row.month, row.snapshot]));
}

/** The sums of kept months of `scope`, by key only: call it with months findValidKeptMonths answered. */
export async function findKeptMonths(
  reader: DatabaseReader,
  scope: KeptScope,
  months: readonly string[],
): Promise<MonthSums[]> {
  if (months.length === 0) return [];
  const k = statementKeptMonths;
  const { rows } = await reader.execute<{
    month: string;
    lines: StoredLine[];
    conversions: ConversionLegs[];
    dating: DatingCount[] | null;
  }>(sql`
    select ${k.month}::text as month, ${k.lines} as lines, ${k.conversions} as conversions, ${k.dating} as dating
    from ${k} where ${scopeConditions(scope, months)}`);
  return rows.map((row) => ({
    month: row.month,
    lines: row.lines.map((line) => ({
      ...line,
      minorUnits: line.minorUnits === null ? null : BigInt(line.minorUnits),
    })),
    conversions: row.conversions,
    dating: row.dating,
  }));
}

/**
 * Whether anything a seller's figures of `from`..`to` are made of changed unseen by `snapshot`: a
 * write to its totals, rollups, costs or products, or rates of the days that convert the period.
 */
export async function hasUnseenChanges(
  reader: DatabaseReader,
  sellerId: string,
  snapshot: string,
  period: { from: string; to: string },
): Promise<boolean> {
  const c = sellerFigureChanges;
  const f = fxRateChanges;
  const kept = sql`${snapshot}::pg_snapshot`;
  const unseen = (xact: unknown) => unseenBy(xact, kept);
  const { rows } = await reader.execute<{ changed: boolean }>(sql`
    select exists (select 1 from ${c} where ${c.sellerId} = ${sellerId} and ${unseen(c.xactId)})
      or exists (select 1 from ${f} where ${unseen(f.xactId)} and ${f.firstDay} <= ${period.to}::date
        and ${f.lastDay} >= ${period.from}::date - ${DEFAULT_MAX_RATE_AGE_DAYS}::int) as changed`);
  return rows[0]?.changed !== false;
}

/** The snapshot of the read's transaction, to store with what it computed. */
export async function currentSnapshot(reader: DatabaseReader): Promise<string> {
  const { rows } = await reader.execute<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
  return rows[0]?.snapshot ?? '';
}

/** Stores months computed at `snapshot`, replacing older rows of the same key. */
export async function storeKeptMonths(
  db: Database,
  scope: KeptScope,
  snapshot: string,
  months: readonly MonthSums[],
): Promise<void> {
  if (months.length === 0) return;
  const k = statementKeptMonths;
  await db
    .insert(k)
    .values(
      months.map((month) => ({
        sellerId: scope.sellerId,
        basis: scope.basis,
        marketplaceId: scope.marketplaceId,
        brand: scope.brand,
        currency: scope.currency,
        view: scope.view,
        month: month.month,
        lines: month.lines.map((line) => ({
          ...line,
          minorUnits: line.minorUnits === null ? null : line.minorUnits.toString(),
        })),
        conversions: month.conversions,
        dating: month.dating,
        snapshot,
      })),
    )
    .onConflictDoUpdate({
      target: [k.sellerId, k.basis, k.marketplaceId, k.brand, k.currency, k.view, k.month],
      set: {
        lines: sql`excluded.lines`,
        conversions: sql`excluded.conversions`,
        dating: sql`excluded.dating`,
        snapshot: sql`excluded.snapshot`,
        computedAt: sql`now()`,
      },
    });
}

/** The scopes a seller has kept and the span of their kept months, most recently computed first. */
export async function findKeptScopes(
  db: Database,
  sellerId: string,
): Promise<Array<{ scope: KeptScope; first: string; last: string }>> {
  const k = statementKeptMonths;
  const { rows } = await db.execute<{
    basis: 'posted' | 'order';
    marketplace_id: string;
    brand: string;
    currency: string;
    view: 'MONTHLY' | 'DAILY';
    first: string;
    last: string;
  }>(sql`
    select ${k.basis} as basis, ${k.marketplaceId} as marketplace_id, ${k.brand} as brand, ${k.currency} as currency,
      ${k.view} as view, min(${k.month})::text as first, max(${k.month})::text as last
    from ${k} where ${k.sellerId} = ${sellerId}
    group by 1, 2, 3, 4, 5 order by max(${k.computedAt}) desc`);
  return rows.map((row) => ({
    scope: {
      sellerId,
      basis: row.basis,
      marketplaceId: row.marketplace_id,
      brand: row.brand,
      currency: row.currency,
      view: row.view,
    },
    first: row.first,
    last: row.last,
  }));
}
