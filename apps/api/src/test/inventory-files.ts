// FBA inventory reports (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA) for tests:
// tab-separated, every column of Amazon's report in its order (SOURCES.md),
// quantities given per SKU and the rest filled as a real report fills them.
import { FBA_INVENTORY_REPORT_COLUMNS } from '@brandlens/reporting-core';

export interface GeneratedInventoryRow {
  sku: string;
  asin?: string;
  fulfillable?: number | string;
  inboundWorking?: number;
  inboundShipped?: number;
  inboundReceiving?: number;
  reserved?: number;
  unsellable?: number;
  /** 'No' marks a SKU not sold through FBA. */
  afnListingExists?: 'Yes' | 'No';
}

export function fbaInventoryReportText(rows: readonly GeneratedInventoryRow[], eol = '\n'): string {
  const lines = rows.map((row) => {
    const fulfillable = row.fulfillable ?? 0;
    const quantity = (value: number | undefined) => value ?? 0;
    const warehouse =
      typeof fulfillable === 'number' ? fulfillable + quantity(row.reserved) + quantity(row.unsellable) : 0;
    const inbound = quantity(row.inboundWorking) + quantity(row.inboundShipped) + quantity(row.inboundReceiving);
    const cells: Record<string, string> = {
      sku: row.sku,
      fnsku: `X00${row.sku
        .replace(/[^A-Z0-9]/gi, '')
        .slice(0, 7)
        .toUpperCase()}`,
      asin: row.asin ?? '',
      'product-name': `Product ${row.sku}`,
      condition: 'New',
      'your-price': '19.99',
      'mfn-listing-exists': 'No',
      'mfn-fulfillable-quantity': '',
      'afn-listing-exists': row.afnListingExists ?? 'Yes',
      'afn-warehouse-quantity': String(warehouse),
      'afn-fulfillable-quantity': String(fulfillable),
      'afn-unsellable-quantity': String(quantity(row.unsellable)),
      'afn-reserved-quantity': String(quantity(row.reserved)),
      'afn-total-quantity': String(warehouse + inbound),
      'per-unit-volume': '0.12',
      'afn-inbound-working-quantity': String(quantity(row.inboundWorking)),
      'afn-inbound-shipped-quantity': String(quantity(row.inboundShipped)),
      'afn-inbound-receiving-quantity': String(quantity(row.inboundReceiving)),
      'afn-researching-quantity': '0',
      'afn-reserved-future-supply': '0',
      'afn-future-supply-buyable': '0',
    };
    return FBA_INVENTORY_REPORT_COLUMNS.map((name) => cells[name] ?? '').join('\t');
  });
  return [FBA_INVENTORY_REPORT_COLUMNS.join('\t'), ...lines].map((line) => `${line}${eol}`).join('');
}
