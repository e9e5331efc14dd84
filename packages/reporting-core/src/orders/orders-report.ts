// Amazon's All Orders report (GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL
// and ..._BY_LAST_UPDATE_GENERAL, SOURCES.md): one tab-separated row per order
// item, with the order's purchase date. Columns are looked up by header name.
// The P&L's order-date basis needs only the order: id, purchase date, last
// update, status and sales channel; the item columns are checked, not kept.
import { marketplaceIdForName } from '../settlement/marketplace-names.ts';
import { cleanLine, readFlatFileLine, splitCells } from '../settlement/settlement-format.ts';
import { parseAmount } from '../settlement/settlement-amounts.ts';
import { parseSettlementDate } from '../settlement/settlement-dates.ts';
import { parseQuantity } from '../settlement/settlement-quantities.ts';

export const ORDERS_REPORT_COLUMNS = [
  'amazon-order-id',
  'merchant-order-id',
  'purchase-date',
  'last-updated-date',
  'order-status',
  'fulfillment-channel',
  'sales-channel',
  'order-channel',
  'ship-service-level',
  'product-name',
  'sku',
  'asin',
  'item-status',
  'quantity',
  'currency',
  'item-price',
  'item-tax',
  'shipping-price',
  'shipping-tax',
  'gift-wrap-price',
  'gift-wrap-tax',
  'item-promotion-discount',
  'ship-promotion-discount',
  'ship-city',
  'ship-state',
  'ship-postal-code',
  'ship-country',
  'promotion-ids',
] as const;

const REQUIRED_COLUMNS = ['amazon-order-id', 'purchase-date', 'last-updated-date', 'order-status', 'sales-channel'];

/**
 * Amazon order ids are three, seven and seven digits. The settlement's order-id
 * column also carries other references (FBA shipment ids on inbound fees), which
 * are not orders and never get an order date.
 */
export const AMAZON_ORDER_ID_PATTERN = '^[0-9]{3}-[0-9]{7}-[0-9]{7}$';
const AMAZON_ORDER_ID = new RegExp(AMAZON_ORDER_ID_PATTERN);

export function isAmazonOrderId(text: string): boolean {
  return AMAZON_ORDER_ID.test(text);
}

export interface OrdersHeader {
  /** Column name → index in the row. */
  columns: ReadonlyMap<string, number>;
  width: number;
  /** The header line as read (lower case, trimmed cells), to recognise a repeated header. */
  signature: string;
}

export type OrdersHeaderResult = { ok: true; header: OrdersHeader } | { ok: false; reason: string };

export function readOrdersHeader(line: string): OrdersHeaderResult {
  const cells = splitCells(cleanLine(line)).map((cell) => cell.toLowerCase());
  const columns = new Map<string, number>();
  cells.forEach((name, index) => {
    if (name && !columns.has(name)) columns.set(name, index);
  });
  if (!columns.has('amazon-order-id')) {
    return {
      ok: false,
      reason:
        'This is not an All Orders report: the first line must be its header (tab-separated, with amazon-order-id, purchase-date, last-updated-date, ...)',
    };
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) return { ok: false, reason: `The header lacks the column(s) ${missing.join(', ')}` };
  return { ok: true, header: { columns, width: cells.length, signature: cells.join('\t') } };
}

/** One item row of the report, reduced to what the order-date basis needs and checked. */
export interface OrderReportRow {
  line: number;
  orderId: string;
  merchantOrderId: string | null;
  /** ISO instant. */
  purchasedAt: string;
  /** ISO instant; the purchase date when the cell is empty. */
  lastUpdatedAt: string;
  orderStatus: string;
  fulfillmentChannel: string;
  salesChannel: string;
  /** From sales-channel ('Amazon.com'); null when it names no known marketplace. */
  marketplaceId: string | null;
  sku: string | null;
  itemStatus: string;
  /** 0 on cancelled orders. */
  quantity: number | null;
  /** Empty on cancelled orders. */
  currency: string | null;
  /** Ten-thousandths; null when empty (cancelled orders). */
  itemPrice: bigint | null;
}

export type ParsedOrderLine =
  { kind: 'skip' } | { kind: 'order'; row: OrderReportRow } | { kind: 'error'; line: number; reason: string };

export function parseOrdersLine(header: OrdersHeader, text: string, line: number): ParsedOrderLine {
  const read = readFlatFileLine(header, text, line);
  if (read.kind !== 'cells') return read;
  const { cell } = read;
  const error = (reason: string): ParsedOrderLine => ({ kind: 'error', line, reason });

  const orderId = cell('amazon-order-id');
  if (!orderId) return error('amazon-order-id is empty');
  if (orderId.length > 64) return error(`amazon-order-id "${orderId.slice(0, 20)}…" is longer than 64 characters`);
  const purchaseText = cell('purchase-date');
  if (!purchaseText) return error('purchase-date is empty');
  const purchased = parseSettlementDate(purchaseText);
  if (!purchased.ok) return error(`purchase-date: ${purchased.reason}`);
  const updatedText = cell('last-updated-date');
  let lastUpdatedAt = purchased.value;
  if (updatedText) {
    const updated = parseSettlementDate(updatedText);
    if (!updated.ok) return error(`last-updated-date: ${updated.reason}`);
    lastUpdatedAt = updated.value;
  }
  const quantity = parseQuantity(cell('quantity'));
  if (!quantity.ok) return error(quantity.reason);
  if (quantity.value !== null && quantity.value < 0) return error(`quantity "${cell('quantity')}" is negative`);
  const currencyText = cell('currency').toUpperCase();
  if (currencyText && !/^[A-Z]{3}$/.test(currencyText))
    return error(`currency "${cell('currency')}" is not a currency code`);
  const priceText = cell('item-price');
  let itemPrice: bigint | null = null;
  if (priceText) {
    const price = parseAmount(priceText);
    if (!price.ok) return error(`item-price: ${price.reason}`);
    itemPrice = price.value;
  }
  const salesChannel = cell('sales-channel');
  return {
    kind: 'order',
    row: {
      line,
      orderId,
      merchantOrderId: cell('merchant-order-id') || null,
      purchasedAt: purchased.value,
      lastUpdatedAt,
      orderStatus: cell('order-status'),
      fulfillmentChannel: cell('fulfillment-channel'),
      salesChannel,
      marketplaceId: marketplaceIdForName(salesChannel),
      sku: cell('sku') || null,
      itemStatus: cell('item-status'),
      quantity: quantity.value,
      currency: currencyText || null,
      itemPrice,
    },
  };
}
