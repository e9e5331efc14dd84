// All Orders reports for tests: one line per order item, columns in Amazon's
// order (SOURCES.md), cancelled items with quantity 0 and no currency or price.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { ORDERS_REPORT_COLUMNS } from '@brandlens/reporting-core';
import { largeFileOrderId, ROW_KINDS } from './settlement-files.ts';

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

/**
 * The orders report of a file from writeLargeSettlementFile: one item line per order row of it
 * (same order ids), bought the day before it was posted; streamed. Returns the number of lines.
 */
export async function writeLargeOrdersReport(path: string, settlementRows: number): Promise<number> {
  const out = createWriteStream(path);
  const line = (cells: Record<string, string>) =>
    `${ORDERS_REPORT_COLUMNS.map((name) => cells[name] ?? '').join('\t')}\n`;
  let chunk = ORDERS_REPORT_COLUMNS.join('\t') + '\n';
  let lines = 0;
  for (let index = 0; index < settlementRows; index += 1) {
    const kind = ROW_KINDS[index % ROW_KINDS.length];
    if (!kind?.sku) continue;
    const day = String(index % 14).padStart(2, '0');
    chunk += line({
      'amazon-order-id': largeFileOrderId(index),
      'purchase-date': `2024-03-${day === '00' ? '01' : day}T20:00:00-07:00`,
      'last-updated-date': '2024-03-20T00:00:00+00:00',
      'order-status': 'Shipped',
      'fulfillment-channel': 'Amazon',
      'sales-channel': 'Amazon.com',
      sku: `${kind.sku}-${index % 50}`,
      'item-status': 'Shipped',
      quantity: '1',
      currency: 'USD',
      'item-price': '10.00',
    });
    lines += 1;
    if (chunk.length > 65_536) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.write(chunk);
  out.end();
  await once(out, 'finish');
  return lines;
}
