// Amazon's FBA inventory report (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA): one
// tab-separated row per SKU of one marketplace, with its FBA quantities.
// Columns are looked up by header name: older reports lack the inbound,
// researching and future-supply columns, and an empty quantity cell means 0.
// A repeated header row is skipped like a blank line.
import { cleanLine, readFlatFileLine, splitCells, type FlatFileHeader } from '../settlement/settlement-format.ts';
import { parseQuantity } from '../settlement/settlement-quantities.ts';

export const FBA_INVENTORY_REPORT_TYPE = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';

export const FBA_INVENTORY_REPORT_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'condition',
  'your-price',
  'mfn-listing-exists',
  'mfn-fulfillable-quantity',
  'afn-listing-exists',
  'afn-warehouse-quantity',
  'afn-fulfillable-quantity',
  'afn-unsellable-quantity',
  'afn-reserved-quantity',
  'afn-total-quantity',
  'per-unit-volume',
  'afn-inbound-working-quantity',
  'afn-inbound-shipped-quantity',
  'afn-inbound-receiving-quantity',
  'afn-researching-quantity',
  'afn-reserved-future-supply',
  'afn-future-supply-buyable',
] as const;

const REQUIRED_COLUMNS = ['sku', 'afn-fulfillable-quantity'] as const;

/** The report's quantity columns → the stored figure each one fills. */
const QUANTITY_COLUMNS = {
  fulfillable: 'afn-fulfillable-quantity',
  inboundWorking: 'afn-inbound-working-quantity',
  inboundShipped: 'afn-inbound-shipped-quantity',
  inboundReceiving: 'afn-inbound-receiving-quantity',
  reserved: 'afn-reserved-quantity',
  unfulfillable: 'afn-unsellable-quantity',
  researching: 'afn-researching-quantity',
  total: 'afn-total-quantity',
} as const;

export type FbaQuantityName = keyof typeof QUANTITY_COLUMNS;

/** A SKU's FBA quantities, as both getInventorySummaries and the report give them. */
export type FbaInventoryQuantities = Record<FbaQuantityName, number>;

export interface FbaInventoryRow extends FbaInventoryQuantities {
  line: number;
  sku: string;
  fnsku: string | null;
  asin: string | null;
  productName: string | null;
  condition: string | null;
  /** afn-listing-exists: false when the report says "No" (the SKU is not sold through FBA); empty counts as yes. */
  isFbaListing: boolean;
}

export type FbaInventoryHeaderResult = { ok: true; header: FlatFileHeader } | { ok: false; reason: string };

export function readFbaInventoryHeader(line: string): FbaInventoryHeaderResult {
  const cells = splitCells(cleanLine(line)).map((cell) => cell.toLowerCase());
  const columns = new Map<string, number>();
  cells.forEach((name, index) => {
    if (name && !columns.has(name)) columns.set(name, index);
  });
  if (!columns.has('sku') || !cells.some((name) => name.startsWith('afn-'))) {
    return {
      ok: false,
      reason:
        'This is not an FBA inventory report: the first line must be its header (tab-separated, with sku, asin, afn-fulfillable-quantity, afn-total-quantity, ...)',
    };
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) return { ok: false, reason: `The header lacks the column(s) ${missing.join(', ')}` };
  return { ok: true, header: { columns, width: cells.length, signature: cells.join('\t') } };
}

export type ParsedFbaInventoryLine =
  { kind: 'skip' } | { kind: 'row'; row: FbaInventoryRow } | { kind: 'error'; line: number; reason: string };

export function parseFbaInventoryLine(header: FlatFileHeader, text: string, line: number): ParsedFbaInventoryLine {
  const read = readFlatFileLine(header, text, line);
  if (read.kind !== 'cells') return read;
  const { cell } = read;
  const sku = cell('sku');
  if (!sku) return { kind: 'error', line, reason: 'sku is empty' };
  if (sku.length > 200)
    return { kind: 'error', line, reason: `sku "${sku.slice(0, 20)}…" is longer than 200 characters` };
  const quantities = {} as FbaInventoryQuantities;
  for (const [name, column] of Object.entries(QUANTITY_COLUMNS) as [FbaQuantityName, string][]) {
    const quantity = parseQuantity(cell(column));
    if (!quantity.ok) return { kind: 'error', line, reason: `${column}: ${quantity.reason}` };
    quantities[name] = quantity.value ?? 0;
  }
  return {
    kind: 'row',
    row: {
      line,
      sku,
      fnsku: cell('fnsku') || null,
      asin: cell('asin') || null,
      productName: cell('product-name') || null,
      condition: cell('condition') || null,
      isFbaListing: cell('afn-listing-exists').toLowerCase() !== 'no',
      ...quantities,
    },
  };
}
