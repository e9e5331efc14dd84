// The reads of the return reasons: the FBA customer returns of the period per marketplace, SKU and
// reason, and where the seller's latest return came from. Both walk the index on seller and return
// time (fba_customer_returns_seller_returned_idx); the period is whole UTC days.
import { fbaCustomerReturns, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { SatisfactionScope } from './customer-satisfaction.queries.ts';

export interface ReturnReasonRow {
  marketplaceId: string;
  sku: string;
  /** The row's ASIN as the report gave it (for SKUs the catalog does not know). */
  asin: string | null;
  /** Amazon's code; '' when the report gave none. */
  reason: string;
  units: number;
}

/** Units returned per marketplace, SKU and reason, by return time within [from, to] (UTC days). */
export async function findReturnReasons(db: DatabaseReader, scope: SatisfactionScope): Promise<ReturnReasonRow[]> {
  const r = fbaCustomerReturns;
  const marketplace = scope.marketplaceId === undefined ? sql`` : sql`and ${r.marketplaceId} = ${scope.marketplaceId}`;
  const { rows } = await db.execute<{
    marketplace_id: string;
    sku: string;
    asin: string | null;
    reason: string;
    units: string;
  }>(sql`
    select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, max(${r.asin}) as asin,
      coalesce(${r.reason}, '') as reason, sum(${r.quantity})::text as units
    from ${r}
    where ${r.sellerId} = ${scope.sellerId}
      and ${r.returnedAt} >= (${scope.from}::date)::timestamp at time zone 'UTC'
      and ${r.returnedAt} < (${scope.to}::date + 1)::timestamp at time zone 'UTC' ${marketplace}
    group by 1, 2, 4`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    asin: row.asin,
    reason: row.reason,
    units: Number(row.units),
  }));
}

/** Where the seller's latest stored return came from ('sp-api', 'upload', 'demo'); null without any. */
export async function findReturnsSource(db: DatabaseReader, sellerId: string): Promise<string | null> {
  const r = fbaCustomerReturns;
  const { rows } = await db.execute<{ source: string }>(sql`
    select ${r.source} as source from ${r} where ${r.sellerId} = ${sellerId}
    order by ${r.returnedAt} desc limit 1`);
  return rows[0]?.source ?? null;
}
