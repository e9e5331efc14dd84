// What the estimates of orders without money are built from, read on the
// ledger writer's connection inside its transaction, after the seller's lock
// (LedgerWriter.readLocked): the batches to replace, the items of the orders
// to estimate, and the recent final fees of their SKUs.
import type { PoolClient } from 'pg';
import { HAS_MONEY } from './orders-sync.queries.ts';

export interface EstimateItem {
  orderId: string;
  marketplaceId: string | null;
  /** The order's purchase day in its marketplace's time zone. */
  orderDay: string;
  purchasedAt: string;
  orderItemId: string;
  sku: string | null;
  quantity: number;
  /** Decimal strings; null when Amazon gave none (a Pending order may have no price yet). */
  itemPrice: string | null;
  shippingPrice: string | null;
  promotionDiscount: string | null;
  currency: string;
}

/** Sums of a SKU's final settlement rows of one kind (one fee, or the sale principal) in one currency. */
export interface SkuHistoryRow {
  sku: string;
  currency: string;
  transactionType: string;
  amountType: string;
  amountDescription: string;
  /** Decimal string. */
  amount: string;
  /** Units on the rows (the sale principal rows carry them). */
  units: number;
}

export interface EstimateFacts {
  batchIds: string[];
  items: EstimateItem[];
  history: SkuHistoryRow[];
}

const BATCH_IDS = `select settlement_id from settlements where seller_id = $1 and kind = 'orders_estimate'`;

const ITEMS = `
  select o.order_id, o.marketplace_id, o.order_day::text as order_day, o.purchased_at, i.order_item_id, i.sku,
    i.quantity_ordered, i.item_price::text, i.shipping_price::text, i.promotion_discount::text, i.currency
  from amazon_orders o
  join amazon_order_items i on i.seller_id = o.seller_id and i.order_id = o.order_id
  where o.seller_id = $1 and o.purchased_at >= $2::timestamptz and o.status not in ('Cancelled', 'Canceled')
    and i.currency is not null and i.quantity_ordered > 0 and not ${HAS_MONEY('o')}
  order by o.order_day, o.order_id, i.order_item_id`;

/** Order sale rows: their principal (with the units) and each item fee, per SKU, currency and kind. */
const HISTORY = `
  select e.sku, e.currency, e.transaction_type, e.amount_type, e.amount_description,
    sum(e.amount)::text as amount, coalesce(sum(e.quantity), 0)::int as units
  from ledger_entries e
  join settlements s on s.id = e.settlement_ref and s.kind = 'settlement'
  where e.seller_id = $1 and e.status = 'final' and e.posted_date >= $2::date and e.sku = any($3::text[])
    and lower(e.transaction_type) = 'order'
    and (lower(e.amount_type) = 'itemfees'
      or (lower(e.amount_type) = 'itemprice' and lower(e.amount_description) = 'principal'))
  group by 1, 2, 3, 4, 5`;

export async function readEstimateFacts(
  client: PoolClient,
  sellerId: string,
  window: { ordersSince: Date; historySince: string },
): Promise<EstimateFacts> {
  const batches = await client.query<{ settlement_id: string }>(BATCH_IDS, [sellerId]);
  const items = await client.query<{
    order_id: string;
    marketplace_id: string | null;
    order_day: string;
    purchased_at: Date;
    order_item_id: string;
    sku: string | null;
    quantity_ordered: number;
    item_price: string | null;
    shipping_price: string | null;
    promotion_discount: string | null;
    currency: string;
  }>(ITEMS, [sellerId, window.ordersSince.toISOString()]);
  const skus = [...new Set(items.rows.map((row) => row.sku).filter((sku): sku is string => sku !== null))];
  const history =
    skus.length === 0
      ? { rows: [] }
      : await client.query<{
          sku: string;
          currency: string;
          transaction_type: string;
          amount_type: string;
          amount_description: string;
          amount: string;
          units: number;
        }>(HISTORY, [sellerId, window.historySince, skus]);
  return {
    batchIds: batches.rows.map((row) => row.settlement_id),
    items: items.rows.map((row) => ({
      orderId: row.order_id,
      marketplaceId: row.marketplace_id,
      orderDay: row.order_day,
      purchasedAt: new Date(row.purchased_at).toISOString(),
      orderItemId: row.order_item_id,
      sku: row.sku,
      quantity: row.quantity_ordered,
      itemPrice: row.item_price,
      shippingPrice: row.shipping_price,
      promotionDiscount: row.promotion_discount,
      currency: row.currency,
    })),
    history: history.rows.map((row) => ({
      sku: row.sku,
      currency: row.currency,
      transactionType: row.transaction_type,
      amountType: row.amount_type,
      amountDescription: row.amount_description,
      amount: row.amount,
      units: row.units,
    })),
  };
}
