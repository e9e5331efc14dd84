import { amazonOrderItems, and, eq, sql, type Database } from '@brandlens/db';
import type { ApiOrderItemRow } from './orders-api.ts';

/**
 * An order "has money" once a ledger row of a settlement or of a finances estimate names it: its
 * estimate is then no longer needed. Rows of the orders' own estimates do not count.
 */
export const HAS_MONEY = (orderAlias: string) => `exists (
  select 1 from ledger_entries e left join settlements s on s.id = e.settlement_ref
  where e.seller_id = ${orderAlias}.seller_id and e.order_id = ${orderAlias}.order_id
    and s.kind is distinct from 'orders_estimate')`;

/**
 * Orders an estimate needs the items of: bought since `since`, not cancelled, without money yet,
 * whose items were never fetched or were fetched before the order last changed (amazon_orders
 * .updated_at is when a merge last applied a newer version). Latest changes first, at most `limit`.
 */
export async function findOrdersNeedingItems(
  db: Database,
  sellerId: string,
  since: Date,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ order_id: string }>(sql`
    select o.order_id from amazon_orders o
    left join lateral (
      select max(i.updated_at) as fetched_at from amazon_order_items i
      where i.seller_id = o.seller_id and i.order_id = o.order_id
    ) items on true
    where o.seller_id = ${sellerId} and o.purchased_at >= ${since.toISOString()}::timestamptz
      and o.status not in ('Cancelled', 'Canceled')
      and (items.fetched_at is null or items.fetched_at < o.updated_at)
      and not ${sql.raw(HAS_MONEY('o'))}
    order by o.updated_at desc, o.order_id
    limit ${limit}`);
  return rows.map((row) => row.order_id);
}

/** Replaces the stored items of an order with what getOrderItems answered, in one transaction. */
export async function replaceOrderItems(
  db: Database,
  sellerId: string,
  orderId: string,
  items: readonly ApiOrderItemRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(amazonOrderItems)
      .where(and(eq(amazonOrderItems.sellerId, sellerId), eq(amazonOrderItems.orderId, orderId)));
    if (items.length === 0) return;
    // Amazon repeating an item on two pages would be a mistake; the last copy wins rather than failing the order.
    const unique = [...new Map(items.map((item) => [item.orderItemId, item])).values()];
    await tx
      .insert(amazonOrderItems)
      .values(unique.map((item) => ({ sellerId, orderId, ...item, updatedAt: sql`now()` })));
  });
}
