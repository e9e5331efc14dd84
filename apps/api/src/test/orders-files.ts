// All Orders reports for tests: one line per order item, columns in Amazon's
// order (SOURCES.md), cancelled items with quantity 0 and no currency or price.
import { ORDERS_REPORT_COLUMNS } from '@brandlens/reporting-core';

export interface GeneratedOrderItem {
  orderId: string;
  /** ISO 8601 with an offset, as the report writes it. */
  purchaseDate: string;
  /** Defaults to the purchase date. */
  lastUpdated?: string;
  status?: string;
  salesChannel?: string;
  sku?: string;
  quantity?: number;
  currency?: string;
  itemPrice?: string;
}

export function ordersReportText(items: readonly GeneratedOrderItem[], eol = '\n'): string {
  const line = (cells: Record<string, string>) => ORDERS_REPORT_COLUMNS.map((name) => cells[name] ?? '').join('\t');
  const lines = items.map((item) => {
    const status = item.status ?? 'Shipped';
    const isCancelled = status === 'Cancelled';
    return line({
      'amazon-order-id': item.orderId,
      'purchase-date': item.purchaseDate,
      'last-updated-date': item.lastUpdated ?? item.purchaseDate,
      'order-status': status,
      'fulfillment-channel': 'Amazon',
      'sales-channel': item.salesChannel ?? 'Amazon.com',
      'order-channel': '',
      'ship-service-level': 'Standard',
      'product-name': 'A product',
      sku: item.sku ?? 'MUG-1',
      'item-status': isCancelled ? 'Cancelled' : 'Shipped',
      quantity: String(isCancelled ? 0 : (item.quantity ?? 1)),
      currency: isCancelled ? '' : (item.currency ?? 'USD'),
      'item-price': isCancelled ? '' : (item.itemPrice ?? '10.00'),
      'ship-country': 'US',
    });
  });
  return [ORDERS_REPORT_COLUMNS.join('\t'), ...lines].join(eol) + eol;
}
