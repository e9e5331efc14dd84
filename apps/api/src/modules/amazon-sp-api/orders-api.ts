// Orders API v0: the orders updated in a period (getOrders, every NextToken
// page) and an order's items (getOrderItems), turned into the shapes the
// orders are stored in. Amazon spells a few things differently from the All
// Orders report the backfill imports (Canceled, AFN/MFN); the stored orders
// keep the report's spelling, so both sources merge into the same rows.
import { isDecimalString, marketplaceIdForName } from '@brandlens/reporting-core';
import {
  ZGetOrderItemsAnswer,
  ZGetOrdersAnswer,
  type TMoney,
  type TOrder,
  type TOrderItem,
} from './orders-api.schemas.ts';
import type { SpApiClient } from './sp-api-client.ts';

const ORDERS = '/orders/v0/orders';
/** Amazon's largest page. */
const ORDERS_PAGE_SIZE = '100';
/**
 * Amazon refuses a LastUpdatedBefore later than two minutes before the request; half a minute
 * more leaves room for a clock that runs a little ahead of Amazon's.
 */
export const LAST_UPDATE_LAG_MS = 150_000;

export interface UpdatedOrdersQuery {
  marketplaceIds: readonly string[];
  lastUpdatedAfter: Date;
  lastUpdatedBefore: Date;
}

/** The orders of the marketplaces last updated in the period, a page at a time (oldest update first is not promised). */
export async function* listUpdatedOrders(client: SpApiClient, query: UpdatedOrdersQuery): AsyncGenerator<TOrder[]> {
  let nextToken: string | undefined;
  do {
    const answer = await client.send(
      'getOrders',
      {
        method: 'GET',
        path: ORDERS,
        // A NextToken stands for the rest of the query; Amazon still wants the marketplaces with it.
        query: nextToken
          ? { MarketplaceIds: query.marketplaceIds, NextToken: nextToken }
          : {
              MarketplaceIds: query.marketplaceIds,
              LastUpdatedAfter: query.lastUpdatedAfter.toISOString(),
              LastUpdatedBefore: query.lastUpdatedBefore.toISOString(),
              MaxResultsPerPage: ORDERS_PAGE_SIZE,
            },
      },
      ZGetOrdersAnswer,
    );
    yield answer.payload.Orders;
    nextToken = answer.payload.NextToken;
  } while (nextToken);
}

/** Every item of an order, over all its NextToken pages. */
export async function getOrderItems(client: SpApiClient, orderId: string): Promise<TOrderItem[]> {
  const items: TOrderItem[] = [];
  let nextToken: string | undefined;
  do {
    const answer = await client.send(
      'getOrderItems',
      {
        method: 'GET',
        path: `${ORDERS}/${encodeURIComponent(orderId)}/orderItems`,
        query: nextToken ? { NextToken: nextToken } : undefined,
      },
      ZGetOrderItemsAnswer,
    );
    items.push(...answer.payload.OrderItems);
    nextToken = answer.payload.NextToken;
  } while (nextToken);
  return items;
}

/** An order as amazon_orders stores it (the fields of an All Orders report row). */
export interface ApiOrderRow {
  orderId: string;
  merchantOrderId: string | null;
  marketplaceId: string | null;
  salesChannel: string;
  purchasedAt: string;
  lastUpdatedAt: string;
  status: string;
  fulfillmentChannel: string;
}

const STATUS_AS_IN_REPORTS: Readonly<Record<string, string>> = { Canceled: 'Cancelled' };
const CHANNEL_AS_IN_REPORTS: Readonly<Record<string, string>> = { AFN: 'Amazon', MFN: 'Merchant' };

/**
 * The stored form of an order. Its marketplace comes from the sales channel as in a report, else
 * from MarketplaceId when it is one of the account's (a Pending order may have no sales channel yet).
 */
export function toOrderRow(order: TOrder, accountMarketplaceIds: readonly string[]): ApiOrderRow {
  const salesChannel = order.SalesChannel?.trim() ?? '';
  const byChannel = salesChannel ? marketplaceIdForName(salesChannel) : null;
  const byId = order.MarketplaceId && accountMarketplaceIds.includes(order.MarketplaceId) ? order.MarketplaceId : null;
  const fulfillment = order.FulfillmentChannel ?? '';
  return {
    orderId: order.AmazonOrderId,
    merchantOrderId: order.SellerOrderId || null,
    marketplaceId: byChannel ?? byId,
    salesChannel,
    purchasedAt: new Date(order.PurchaseDate).toISOString(),
    lastUpdatedAt: new Date(order.LastUpdateDate).toISOString(),
    status: STATUS_AS_IN_REPORTS[order.OrderStatus] ?? order.OrderStatus,
    fulfillmentChannel: CHANNEL_AS_IN_REPORTS[fulfillment] ?? fulfillment,
  };
}

/** An item as amazon_order_items stores it: amounts as decimal strings, null when Amazon gave none. */
export interface ApiOrderItemRow {
  orderItemId: string;
  sku: string | null;
  asin: string | null;
  title: string | null;
  quantityOrdered: number;
  quantityShipped: number;
  itemPrice: string | null;
  itemTax: string | null;
  shippingPrice: string | null;
  promotionDiscount: string | null;
  currency: string | null;
}

const amountOf = (money: TMoney | undefined): string | null => {
  const amount = money?.Amount?.trim();
  return amount && isDecimalString(amount) ? amount : null;
};

export function toOrderItemRow(item: TOrderItem): ApiOrderItemRow {
  const currency = [item.ItemPrice, item.ShippingPrice, item.ItemTax, item.PromotionDiscount]
    .map((money) => money?.CurrencyCode?.trim())
    .find((code) => code);
  return {
    orderItemId: item.OrderItemId,
    sku: item.SellerSKU || null,
    asin: item.ASIN || null,
    title: item.Title || null,
    quantityOrdered: item.QuantityOrdered,
    quantityShipped: item.QuantityShipped ?? 0,
    itemPrice: amountOf(item.ItemPrice),
    itemTax: amountOf(item.ItemTax),
    shippingPrice: amountOf(item.ShippingPrice),
    promotionDiscount: amountOf(item.PromotionDiscount),
    currency: currency ?? null,
  };
}
