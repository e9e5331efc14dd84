// Reads that go to ledger rows rather than the rollups (order ids and single rows are not in
// them): the distinct orders per month or day, a statement figure's rows, and a seller's products.
import {
  amazonOrders,
  and,
  asc,
  eq,
  gt,
  inArray,
  ledgerEntries,
  products,
  settlements,
  sql,
  type Database,
  type SQL,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { brandCondition, type RollupFilter } from './profit-loss.queries.ts';

/** The day a ledger row counts on in the rollups: its posted date, else its settlement's end date. */
const ledgerDay = sql<string>`coalesce(${ledgerEntries.postedDate}, (${settlements.endDate} at time zone 'UTC')::date)`;

/** On the order basis, the order day of a row whose order is in an imported orders report (amazon_orders joined). */
const orderBasisDay = sql<string>`case when ${amazonOrders.orderId} is not null then ${amazonOrders.orderDay} else ${ledgerDay} end`;

const dayOf = (filter: RollupFilter) => (filter.basis === 'order' ? orderBasisDay : ledgerDay);

/** The row's order in the seller's orders, when it has one (matched only on the order basis). */
const orderOfRow = (filter: RollupFilter) =>
  and(
    sql.raw(filter.basis === 'order' ? 'true' : 'false'),
    eq(amazonOrders.sellerId, ledgerEntries.sellerId),
    eq(amazonOrders.orderId, ledgerEntries.orderId),
  );

/**
 * Distinct orders with product sales per month or day. Unlike the statement it
 * reads ledger rows (order ids are not in the rollups), through the seller and date index.
 */
export async function findOrderCounts(db: DatabaseReader, filter: RollupFilter, monthly: boolean) {
  const e = ledgerEntries;
  const day = dayOf(filter);
  const bucket = monthly ? sql<string>`to_char(${day}, 'YYYY-MM')` : sql<string>`${day}::text`;
  const conditions: SQL[] = [
    eq(e.sellerId, filter.sellerId),
    eq(e.pnlLine, 'fullPriceFulfilledProductSales'),
    sql`${e.orderId} is not null`,
    sql`${day} between ${filter.from}::date and ${filter.to}::date`,
  ];
  if (filter.marketplaceId !== undefined)
    conditions.push(sql`coalesce(${e.marketplaceId}, '') = ${filter.marketplaceId}`);
  if (filter.brand !== undefined) {
    conditions.push(brandCondition(filter.brand, sql`${e.marketplaceId}`, sql`${e.sku}`, sql`${e.sellerId}`));
  }
  const rows = await db
    .select({ bucket, orders: sql<string>`count(distinct ${e.orderId})` })
    .from(e)
    .leftJoin(settlements, eq(settlements.id, e.settlementRef))
    .leftJoin(amazonOrders, orderOfRow(filter))
    .where(and(...conditions))
    .groupBy(bucket);
  return new Map(rows.map((row) => [row.bucket, Number(row.orders)]));
}

export interface LedgerRowsFilter extends RollupFilter {
  pnlLines: readonly string[];
  sku: string | undefined;
  afterId: bigint | undefined;
  limit: number;
}

/**
 * The ledger rows behind rollup cells, keyset-paginated on id. A row's day is
 * the one the rollup of the basis used: its posted date, else its settlement's
 * end date; on the order basis the order day when its order is known.
 */
export async function findLedgerRows(db: Database, filter: LedgerRowsFilter) {
  const e = ledgerEntries;
  const day = dayOf(filter);
  const conditions: SQL[] = [
    eq(e.sellerId, filter.sellerId),
    inArray(e.pnlLine, [...filter.pnlLines]),
    sql`${day} between ${filter.from}::date and ${filter.to}::date`,
  ];
  if (filter.marketplaceId !== undefined)
    conditions.push(sql`coalesce(${e.marketplaceId}, '') = ${filter.marketplaceId}`);
  if (filter.sku !== undefined) conditions.push(sql`coalesce(${e.sku}, '') = ${filter.sku}`);
  if (filter.brand !== undefined)
    conditions.push(brandCondition(filter.brand, sql`${e.marketplaceId}`, sql`${e.sku}`, sql`${e.sellerId}`));
  if (filter.afterId !== undefined) conditions.push(gt(e.id, filter.afterId));
  return db
    .select({
      id: e.id,
      day: sql<string>`${day}::text`,
      settlementId: settlements.settlementId,
      marketplaceId: e.marketplaceId,
      sku: e.sku,
      orderId: e.orderId,
      transactionType: e.transactionType,
      amountType: e.amountType,
      amountDescription: e.amountDescription,
      pnlLine: e.pnlLine,
      quantity: e.quantity,
      amount: e.amount,
      currency: e.currency,
      status: e.status,
      sourceLine: e.sourceLine,
    })
    .from(e)
    .leftJoin(settlements, eq(settlements.id, e.settlementRef))
    .leftJoin(amazonOrders, orderOfRow(filter))
    .where(and(...conditions))
    .orderBy(asc(e.id))
    .limit(filter.limit + 1);
}

/** The seller's products with their ASIN, brand and title, by marketplace × SKU. */
export async function findSellerProducts(db: Database, sellerId: string) {
  return db
    .select({
      marketplaceId: products.marketplaceId,
      sku: products.sku,
      asin: products.asin,
      brand: products.brand,
      title: products.title,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
}
