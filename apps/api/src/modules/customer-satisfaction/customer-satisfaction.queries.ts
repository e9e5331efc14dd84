// The reads of the customer satisfaction section: review snapshots (the latest per listing
// before the period and per month within it) and the units sold and returned per month and
// product from the SKU-level daily rollups. Every read is keyed on seller and day (indexed).
import { ledgerDailyRollups, productReviewSnapshots, products, sql, eq, type SQL } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface SatisfactionScope {
  sellerId: string;
  /** First and last day of the period (whole months). */
  from: string;
  to: string;
  marketplaceId: string | undefined;
  asin: string | undefined;
}

export interface SnapshotRow {
  marketplaceId: string;
  asin: string;
  /** YYYY-MM of the snapshot; '' for the baseline (the latest before the period). */
  month: string;
  ratings: number;
  reviews: number;
  negative: number;
  starPoints: number;
}

const snapshotColumns = (r: typeof productReviewSnapshots) => sql`
  ${r.marketplaceId} as marketplace_id, ${r.asin} as asin, ${r.ratingCount} as ratings, ${r.reviewCount} as reviews,
  ${r.oneStar} + ${r.twoStar} as negative,
  ${r.oneStar} + 2 * ${r.twoStar} + 3 * ${r.threeStar} + 4 * ${r.fourStar} + 5 * ${r.fiveStar} as star_points`;

function listingFilter(scope: SatisfactionScope): SQL {
  const r = productReviewSnapshots;
  const parts = [sql`${r.sellerId} = ${scope.sellerId}`];
  if (scope.marketplaceId !== undefined) parts.push(sql`${r.marketplaceId} = ${scope.marketplaceId}`);
  if (scope.asin !== undefined) parts.push(sql`${r.asin} = ${scope.asin}`);
  return sql.join(parts, sql` and `);
}

type RawSnapshot = { marketplace_id: string; asin: string; month: string; ratings: number; reviews: number } & {
  negative: number;
  star_points: number;
};

const toSnapshot = (row: RawSnapshot): SnapshotRow => ({
  marketplaceId: row.marketplace_id,
  asin: row.asin,
  month: row.month,
  ratings: Number(row.ratings),
  reviews: Number(row.reviews),
  negative: Number(row.negative),
  starPoints: Number(row.star_points),
});

/** Per listing the latest snapshot before the period (month ''), and its latest in each month of the period. */
export async function findReviewSnapshots(db: DatabaseReader, scope: SatisfactionScope): Promise<SnapshotRow[]> {
  const r = productReviewSnapshots;
  const { rows } = await db.execute<RawSnapshot>(sql`
    (select distinct on (${r.marketplaceId}, ${r.asin}) '' as month, ${snapshotColumns(r)}
      from ${r}
      where ${listingFilter(scope)} and ${r.snapshotDate} < ${scope.from}::date
      order by ${r.marketplaceId}, ${r.asin}, ${r.snapshotDate} desc)
    union all
    (select distinct on (${r.marketplaceId}, ${r.asin}, to_char(${r.snapshotDate}, 'YYYY-MM')) to_char(${r.snapshotDate}, 'YYYY-MM') as month,
      ${snapshotColumns(r)}
      from ${r}
      where ${listingFilter(scope)} and ${r.snapshotDate} between ${scope.from}::date and ${scope.to}::date
      order by ${r.marketplaceId}, ${r.asin}, to_char(${r.snapshotDate}, 'YYYY-MM'), ${r.snapshotDate} desc)`);
  return rows.map(toSnapshot);
}

export interface UnitsRow {
  month: string;
  marketplaceId: string;
  sku: string;
  unitsSold: number;
  unitsReturned: number;
  estimated: boolean;
}

/**
 * Units sold (the quantity of the sales' ItemPrice / Principal rows, line fullPriceFulfilledProductSales)
 * and returned (the refunds' Principal rows, line productReturns) per month, marketplace and SKU,
 * by posted day. Only Principal rows carry a quantity (docs/profit-loss.md), so the rollups' sums are the units.
 */
export async function findUnitsByMonth(db: DatabaseReader, scope: SatisfactionScope): Promise<UnitsRow[]> {
  const r = ledgerDailyRollups;
  const marketplace = scope.marketplaceId === undefined ? sql`` : sql`and ${r.marketplaceId} = ${scope.marketplaceId}`;
  const { rows } = await db.execute<{
    month: string;
    marketplace_id: string;
    sku: string;
    sold: string;
    returned: string;
    estimated: boolean;
  }>(sql`
    select to_char(${r.day}, 'YYYY-MM') as month, ${r.marketplaceId} as marketplace_id, ${r.sku} as sku,
      coalesce(sum(${r.quantity}) filter (where ${r.pnlLine} = 'fullPriceFulfilledProductSales'), 0)::text as sold,
      coalesce(sum(abs(${r.quantity})) filter (where ${r.pnlLine} = 'productReturns'), 0)::text as returned,
      bool_or(${r.status} = 'estimated') as estimated
    from ${r}
    where ${r.sellerId} = ${scope.sellerId} and ${r.day} between ${scope.from}::date and ${scope.to}::date
      and ${r.pnlLine} in ('fullPriceFulfilledProductSales', 'productReturns') and ${r.quantity} <> 0 ${marketplace}
    group by 1, 2, 3`);
  return rows.map((row) => ({
    month: row.month,
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    unitsSold: Number(row.sold),
    unitsReturned: Number(row.returned),
    estimated: row.estimated === true,
  }));
}

/** The seller's products with their titles (the brand context has the rest). */
export async function findProductTitles(db: DatabaseReader, sellerId: string) {
  return db
    .select({ marketplaceId: products.marketplaceId, sku: products.sku, asin: products.asin, title: products.title })
    .from(products)
    .where(eq(products.sellerId, sellerId));
}
