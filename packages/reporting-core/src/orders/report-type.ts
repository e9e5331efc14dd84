// Which report a file is, from its first line: a settlement flat file (V2 or
// V1), an All Orders report or an FBA inventory report. The importer and the
// upload use it, so a user uploads any of them in the same place.
import { readFbaInventoryHeader } from '../inventory/fba-inventory-report.ts';
import { readSettlementHeader, type FlatFileHeader, type SettlementHeader } from '../settlement/settlement-format.ts';
import { readOrdersHeader, type OrdersHeader } from './orders-report.ts';

export type TReportKind = 'settlement' | 'orders' | 'inventory';

export type ReportHeaderResult =
  | { ok: true; kind: 'settlement'; header: SettlementHeader }
  | { ok: true; kind: 'orders'; header: OrdersHeader }
  | { ok: true; kind: 'inventory'; header: FlatFileHeader }
  | { ok: false; reason: string };

export const UNKNOWN_REPORT_REASON =
  'This is not a settlement flat file, an All Orders report nor an FBA inventory report: the first line must be the header of a Flat File V2 or V1 settlement report (tab-separated, with settlement-id, amount-type, amount, ...), of an All Orders report (amazon-order-id, purchase-date, ...) or of an FBA inventory report (sku, asin, afn-fulfillable-quantity, ...)';

export function detectReportType(line: string): ReportHeaderResult {
  const settlement = readSettlementHeader(line);
  if (settlement.ok) return { ok: true, kind: 'settlement', header: settlement.header };
  const orders = readOrdersHeader(line);
  if (orders.ok) return { ok: true, kind: 'orders', header: orders.header };
  const inventory = readFbaInventoryHeader(line);
  if (inventory.ok) return { ok: true, kind: 'inventory', header: inventory.header };
  const lower = line.toLowerCase();
  // A header that names the key column of one report but lacks others gets that report's reason.
  if (lower.includes('settlement-id')) return { ok: false, reason: settlement.reason };
  if (lower.includes('amazon-order-id')) return { ok: false, reason: orders.reason };
  if (lower.includes('afn-')) return { ok: false, reason: inventory.reason };
  return { ok: false, reason: UNKNOWN_REPORT_REASON };
}
