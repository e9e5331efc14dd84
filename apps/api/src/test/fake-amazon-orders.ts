// The Orders API v0 on the test fake (getOrders with LastUpdatedAfter /
// LastUpdatedBefore and NextToken pages, getOrderItems with NextToken pages),
// in the shapes of Amazon's model and recorded answers (ordersV0.json,
// orders-getOrderItems.json: amounts as decimal strings, IsGift as a string),
// and the All Orders report by last update that createReport generates from
// the same orders, one line per item, as Amazon writes it (Cancelled with two
// Ls, AFN as Amazon, cancelled items with quantity 0 and no price).
import { addMoney, formatMoneyDecimal, ORDERS_REPORT_COLUMNS, parseMoney } from '@brandlens/reporting-core';
import { errors, type FakeAmazon, type FakeAnswer } from './fake-amazon.ts';

export interface FakeMoney {
  CurrencyCode: string;
  Amount: string;
}

export interface FakeOrderItem {
  OrderItemId: string;
  ASIN: string;
  SellerSKU: string;
  Title: string;
  QuantityOrdered: number;
  QuantityShipped: number;
  ItemPrice?: FakeMoney;
  ItemTax?: FakeMoney;
  ShippingPrice?: FakeMoney;
  PromotionDiscount?: FakeMoney;
  IsGift: 'true' | 'false';
}

export interface FakeOrder {
  AmazonOrderId: string;
  PurchaseDate: string;
  LastUpdateDate: string;
  /** Pending, Unshipped, Shipped, Canceled... */
  OrderStatus: string;
  FulfillmentChannel: 'AFN' | 'MFN';
  SalesChannel?: string;
  MarketplaceId: string;
  items: FakeOrderItem[];
}

export const ALL_ORDERS_BY_LAST_UPDATE = 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_LAST_UPDATE_GENERAL';
const TWO_MINUTES_MS = 120_000;

/** An order of one item, in Amazon's shape; amounts are decimal strings. */
export function fakeOrder(order: {
  orderId: string;
  purchaseDate: Date;
  lastUpdate?: Date;
  status?: string;
  sku: string;
  quantity: number;
  /** ItemPrice: all units; omitted for a Pending order Amazon has not priced yet. */
  itemPrice?: string;
  shipping?: string;
  promotion?: string;
  currency?: string;
  marketplaceId?: string;
  salesChannel?: string;
}): FakeOrder {
  const currency = order.currency ?? 'USD';
  const money = (amount: string | undefined) =>
    amount === undefined ? undefined : { CurrencyCode: currency, Amount: amount };
  const status = order.status ?? 'Shipped';
  return {
    AmazonOrderId: order.orderId,
    PurchaseDate: order.purchaseDate.toISOString(),
    LastUpdateDate: (order.lastUpdate ?? order.purchaseDate).toISOString(),
    OrderStatus: status,
    FulfillmentChannel: 'AFN',
    // Amazon leaves the sales channel out of Pending orders.
    ...(status === 'Pending' ? {} : { SalesChannel: order.salesChannel ?? 'Amazon.com' }),
    MarketplaceId: order.marketplaceId ?? 'ATVPDKIKX0DER',
    items: [
      {
        OrderItemId: `${order.orderId.replace(/-/g, '')}01`,
        ASIN: 'B0FAKE0001',
        SellerSKU: order.sku,
        Title: 'A product',
        QuantityOrdered: order.quantity,
        QuantityShipped: status === 'Shipped' ? order.quantity : 0,
        ItemPrice: money(order.itemPrice),
        ItemTax: money(order.itemPrice === undefined ? undefined : '0.00'),
        ShippingPrice: money(order.shipping),
        PromotionDiscount: money(order.promotion ?? (order.itemPrice === undefined ? undefined : '0.00')),
        IsGift: 'false',
      },
    ],
  };
}

/** A getOrders query, kept for its NextToken pages. */
interface SavedQuery {
  key: string;
  orders: FakeOrder[];
  before: string;
}

export class FakeOrders {
  readonly orders = new Map<string, FakeOrder>();
  ordersPageSize = 100;
  itemsPageSize = 100;
  readonly #pages = new Map<string, SavedQuery>();

  /** Adds or replaces an order (a change is a new LastUpdateDate). */
  put(order: FakeOrder): void {
    this.orders.set(order.AmazonOrderId, order);
  }

  getOrders(url: URL): FakeAnswer {
    const query = url.searchParams;
    const marketplaces = query.get('MarketplaceIds')?.split(',').filter(Boolean) ?? [];
    if (marketplaces.length === 0) return invalid('MarketplaceIds is required');
    const token = query.get('NextToken');
    if (token) {
      const [key, offset] = Buffer.from(token, 'base64').toString().split(':');
      const saved = this.#pages.get(key ?? '');
      if (!saved) return invalid('Invalid NextToken');
      return this.#page(saved, Number(offset));
    }
    const after = query.get('LastUpdatedAfter');
    const before = query.get('LastUpdatedBefore') ?? new Date(Date.now() - TWO_MINUTES_MS).toISOString();
    if (!after) return invalid('LastUpdatedAfter or CreatedAfter is required');
    if (Date.parse(before) > Date.now() - TWO_MINUTES_MS)
      return invalid('LastUpdatedBefore must be no later than two minutes before the request');
    if (Date.parse(after) >= Date.parse(before)) return invalid('LastUpdatedAfter must be before LastUpdatedBefore');
    const matching = [...this.orders.values()]
      .filter((order) => marketplaces.includes(order.MarketplaceId) && isWithin(order.LastUpdateDate, after, before))
      .sort((a, b) => a.LastUpdateDate.localeCompare(b.LastUpdateDate));
    const saved = { key: String(this.#pages.size + 1), orders: matching, before };
    this.#pages.set(saved.key, saved);
    return this.#page(saved, 0);
  }

  #page(saved: SavedQuery, offset: number): FakeAnswer {
    const page = saved.orders.slice(offset, offset + this.ordersPageSize);
    const next = offset + this.ordersPageSize;
    return {
      status: 200,
      body: {
        payload: {
          Orders: page.map(({ items, ...order }) => ({
            ...order,
            OrderTotal: orderTotal(items),
            OrderType: 'StandardOrder',
          })),
          LastUpdatedBefore: saved.before,
          ...(next < saved.orders.length ? { NextToken: Buffer.from(`${saved.key}:${next}`).toString('base64') } : {}),
        },
      },
    };
  }

  getOrderItems(orderId: string, url: URL): FakeAnswer {
    const order = this.orders.get(orderId);
    if (!order) return { status: 404, body: errors('NotFound', `Order ${orderId} not found`) };
    const token = url.searchParams.get('NextToken');
    const offset = token ? Number(Buffer.from(token, 'base64').toString()) : 0;
    const next = offset + this.itemsPageSize;
    return {
      status: 200,
      body: {
        payload: {
          AmazonOrderId: orderId,
          OrderItems: order.items.slice(offset, next),
          ...(next < order.items.length ? { NextToken: Buffer.from(String(next)).toString('base64') } : {}),
        },
      },
    };
  }

  /** The All Orders report of the orders last updated in the request's period. */
  reportText(request: { marketplaceIds: string[]; dataStartTime?: string; dataEndTime?: string }): string {
    const start = request.dataStartTime ?? '1970-01-01T00:00:00Z';
    const end = request.dataEndTime ?? new Date().toISOString();
    const lines = [...this.orders.values()]
      .filter(
        (order) => request.marketplaceIds.includes(order.MarketplaceId) && isWithin(order.LastUpdateDate, start, end),
      )
      .flatMap((order) => order.items.map((item) => reportLine(order, item)));
    return [ORDERS_REPORT_COLUMNS.join('\t'), ...lines].join('\n') + '\n';
  }
}

/** Installs the Orders API and the All Orders report on the fake. */
export function addFakeOrders(fake: FakeAmazon): FakeOrders {
  const orders = new FakeOrders();
  fake.routes.push(
    {
      method: 'GET',
      pattern: /^\/orders\/v0\/orders$/,
      operation: 'getOrders',
      run: (_match, url) => orders.getOrders(url),
    },
    {
      method: 'GET',
      pattern: /^\/orders\/v0\/orders\/([^/]+)\/orderItems$/,
      operation: 'getOrderItems',
      run: (match, url) => orders.getOrderItems(decodeURIComponent(match[1]!), url),
    },
  );
  fake.reportContent.set(ALL_ORDERS_BY_LAST_UPDATE, (request) => orders.reportText(request));
  return orders;
}

const invalid = (message: string): FakeAnswer => ({ status: 400, body: errors('InvalidInput', message) });
const isWithin = (instant: string, start: string, end: string) =>
  Date.parse(instant) >= Date.parse(start) && Date.parse(instant) <= Date.parse(end);

function orderTotal(items: FakeOrderItem[]): FakeMoney | undefined {
  const prices = items.flatMap((item) => (item.ItemPrice ? [item.ItemPrice] : []));
  if (prices.length === 0) return undefined;
  const currency = prices[0]!.CurrencyCode;
  const total = prices.reduce(
    (sum, price) => addMoney(sum, parseMoney(price.Amount, currency)),
    parseMoney('0', currency),
  );
  return { CurrencyCode: currency, Amount: formatMoneyDecimal(total) };
}

function reportLine(order: FakeOrder, item: FakeOrderItem): string {
  const isCancelled = order.OrderStatus === 'Canceled';
  const cells: Record<string, string> = {
    'amazon-order-id': order.AmazonOrderId,
    'purchase-date': order.PurchaseDate,
    'last-updated-date': order.LastUpdateDate,
    'order-status': isCancelled ? 'Cancelled' : order.OrderStatus,
    'fulfillment-channel': order.FulfillmentChannel === 'AFN' ? 'Amazon' : 'Merchant',
    'sales-channel': order.SalesChannel ?? 'Amazon.com',
    'product-name': item.Title,
    sku: item.SellerSKU,
    asin: item.ASIN,
    'item-status': isCancelled ? 'Cancelled' : order.OrderStatus === 'Shipped' ? 'Shipped' : 'Unshipped',
    quantity: String(isCancelled ? 0 : item.QuantityOrdered),
    currency: isCancelled ? '' : (item.ItemPrice?.CurrencyCode ?? ''),
    'item-price': isCancelled ? '' : (item.ItemPrice?.Amount ?? ''),
    'item-tax': isCancelled ? '' : (item.ItemTax?.Amount ?? ''),
    'shipping-price': isCancelled ? '' : (item.ShippingPrice?.Amount ?? ''),
    'item-promotion-discount': isCancelled ? '' : (item.PromotionDiscount?.Amount ?? ''),
  };
  return ORDERS_REPORT_COLUMNS.map((name) => cells[name] ?? '').join('\t');
}
