// A small, valid All Orders report (tab-separated, Amazon's columns), built here
// so the end-to-end run needs no sample files.
import { ORDERS_REPORT_COLUMNS } from '@brandlens/reporting-core';

/** One shipped item per order id, bought on `purchaseDate` (ISO 8601 with offset). */
export function ordersReport(orderIds: readonly string[], purchaseDate = '2024-03-12T18:30:00-07:00'): string {
  const line = (values: Record<string, string>) => ORDERS_REPORT_COLUMNS.map((name) => values[name] ?? '').join('\t');
  const rows = orderIds.map((orderId) =>
    line({
      'amazon-order-id': orderId,
      'purchase-date': purchaseDate,
      'last-updated-date': purchaseDate,
      'order-status': 'Shipped',
      'fulfillment-channel': 'Amazon',
      'sales-channel': 'Amazon.com',
      sku: 'TG-TENT-1',
      'item-status': 'Shipped',
      quantity: '1',
      currency: 'USD',
      'item-price': '25.00',
    }),
  );
  return `${[ORDERS_REPORT_COLUMNS.join('\t'), ...rows].join('\n')}\n`;
}
