// The product table's kept-ready months (ADR 0048): which kept months are still right for this
// read and which of their SKUs a change outdated since, their sums, and the scopes a seller keeps.
// Writing them: product-table-kept-writes.queries.ts.
import {
  fxRateChanges,
  productFigureChanges,
  productKeptLines,
  productKeptMonths,
  sql,
  type Database,
} from '@brandlens/db';
import { DEFAULT_MAX_RATE_AGE_DAYS, type ConversionLegs, type ConvertedLineSum } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { KEPT_FIGURES_MAX_AGE_DAYS, unseenBy } from './figure-changes.queries.ts';

/** What a kept row is for: the product table of one scope; months come on their own. */
export interface ProductScope {
  sellerId: string;
  basis: 'posted' | 'order';
  /** '' for all marketplaces. */
  marketplaceId: string;
  /** '' for all brands. */
  brand: string;
  currency: string;
}

/** One month's product sums: lines grouped by product key, legs grouped ''. */
export interface ProductMonth {
  month: string;
  lines: ConvertedLineSum[];
  conversions: ConversionLegs[];
}

/** A kept month still right for this read but for the lines of `skus`, changed since its snapshot. */
export interface ValidProductMonth {
  snapshot: string;
  skus: string[];
}

/** The rows of `scope`'s `months` in either table, through the primary key's range. */
export const productScopeConditions = (
  k: typeof productKeptMonths | typeof productKeptLines,
  scope: ProductScope,
  months: readonly string[],
) => sql`${k.sellerId} = ${scope.sellerId} and ${k.basis} = ${scope.basis}
    and ${k.marketplaceId} = ${scope.marketplaceId} and ${k.brand} = ${scope.brand}
    and ${k.currency} = ${scope.currency} and ${k.month} between ${months.reduce((a, b) => (a < b ? a : b))}::date
      and ${months.reduce((a, b) => (a > b ? a : b))}::date and ${k.month} = any(${sql.param([...months])}::date[])`;

/**
 * Which kept months of `scope` among `months` (first days) this read may use, with the snapshot
 * each was computed at and the SKUs changed over the month unseen by it: computed within
 * KEPT_FIGURES_MAX_AGE_DAYS, and no change of any product over the month and no change of rates
 * from DEFAULT_MAX_RATE_AGE_DAYS days before it to its end invisible to that snapshot. Through
 * the primary key, then probes of the change logs from the snapshot's xmin up; no sums are read.
 */
export async function findValidProductMonths(
  reader: DatabaseReader,
  scope: ProductScope,
  months: readonly string[],
): Promise<Map<string, ValidProductMonth>> {
  if (months.length === 0) return new Map();
  const k = productKeptMonths;
  const c = productFigureChanges;
  const f = fxRateChanges;
  const unseen = (xact: unknown) => unseenBy(xact, sql`${k.snapshot}::pg_snapshot`);
  const monthEnd = sql`(${k.month} + interval '1 month' - interval '1 day')::date`;
  const { rows } = await reader.execute<{ month: string; snapshot: string; skus: string[] }>(sql`
    select ${k.month}::text as month, ${k.snapshot} as snapshot,
      coalesce((select array_agg(distinct ${c.sku}) from ${c} where ${c.sellerId} = ${k.sellerId}
        and ${unseen(c.xactId)} and ${c.sku} <> '' and ${c.firstDay} <= ${monthEnd} and ${c.lastDay} >= ${k.month}),
        '{}') as skus
    from ${k}
    where ${productScopeConditions(k, scope, months)}
      and ${k.computedAt} > now() - make_interval(days => ${KEPT_FIGURES_MAX_AGE_DAYS})
      and not exists (select 1 from ${c} where ${c.sellerId} = ${k.sellerId} and ${unseen(c.xactId)}
        and ${c.sku} = '' and ${c.firstDay} <= ${monthEnd} and ${c.lastDay} >= ${k.month})
      and not exists (select 1 from ${f} where ${unseen(f.xactId)}
        and ${f.firstDay} <= ${monthEnd} and ${f.lastDay} >= ${k.month} - ${DEFAULT_MAX_RATE_AGE_DAYS}::int)`);
  return new Map(rows.map((row) => [row.month, { snapshot: row.snapshot, skus: row.skus }]));
}

/**
 * The sums of kept months (months findValidProductMonths answered), per product and line over all
 * of them, leaving out in each month the lines of the SKUs changed since it was kept; and the legs
 * each month used. Through the primary keys; the database adds the months up.
 */
export async function findKeptProductSums(
  reader: DatabaseReader,
  scope: ProductScope,
  valid: ReadonlyMap<string, ValidProductMonth>,
): Promise<{ lines: ConvertedLineSum[]; conversions: Map<string, ConversionLegs[]> }> {
  if (valid.size === 0) return { lines: [], conversions: new Map() };
  const months = [...valid.keys()];
  const changed = [...valid].flatMap(([month, { skus }]) => skus.map((sku) => ({ month, sku })));
  const l = productKeptLines;
  const k = productKeptMonths;
  const [lines, legs] = await Promise.all([
    reader.execute<{
      product: string;
      line: string;
      minor_units: string | null;
      quantity: string;
      is_estimated: boolean;
    }>(
      sql`
      select ${l.product} as product, x.line, sum(x.minor_units)::text as minor_units,
        sum(x.quantity)::text as quantity, bool_or(x.is_estimated) as is_estimated
      from ${l} cross join lateral unnest(${l.lines}, ${l.minorUnits}, ${l.quantities}, ${l.estimated})
        x(line, minor_units, quantity, is_estimated)
      where ${productScopeConditions(l, scope, months)}
        and (${l.sku} <> all(${sql.param([...new Set(changed.map((c) => c.sku))])}::text[])
          or not exists (select 1 from unnest(${sql.param(changed.map((c) => c.month))}::date[],
            ${sql.param(changed.map((c) => c.sku))}::text[]) changed(month, sku)
            where changed.month = ${l.month} and changed.sku = ${l.sku}))
      group by ${l.product}, x.line`,
    ),
    reader.execute<{ month: string; conversions: ConversionLegs[] }>(sql`
      select ${k.month}::text as month, ${k.conversions} as conversions from ${k}
      where ${productScopeConditions(k, scope, months)}`),
  ]);
  return {
    lines: lines.rows.map((row) => ({
      group: row.product,
      line: row.line,
      minorUnits: row.minor_units === null ? null : BigInt(row.minor_units),
      quantity: Number(row.quantity),
      isEstimated: row.is_estimated,
    })),
    conversions: new Map(legs.rows.map((row) => [row.month, row.conversions])),
  };
}

/** The product table scopes a seller has kept months of and their span, most recently computed first. */
export async function findKeptProductScopes(
  db: Database,
  sellerId: string,
): Promise<Array<{ scope: ProductScope; first: string; last: string }>> {
  const k = productKeptMonths;
  const { rows } = await db.execute<{
    basis: 'posted' | 'order';
    marketplace_id: string;
    brand: string;
    currency: string;
    first: string;
    last: string;
  }>(sql`
    select ${k.basis} as basis, ${k.marketplaceId} as marketplace_id, ${k.brand} as brand, ${k.currency} as currency,
      min(${k.month})::text as first, max(${k.month})::text as last
    from ${k} where ${k.sellerId} = ${sellerId}
    group by 1, 2, 3, 4 order by max(${k.computedAt}) desc`);
  return rows.map((row) => ({
    scope: { sellerId, basis: row.basis, marketplaceId: row.marketplace_id, brand: row.brand, currency: row.currency },
    first: row.first,
    last: row.last,
  }));
}
