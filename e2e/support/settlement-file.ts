// A small, valid Flat File V2 settlement report (24 columns, tab-separated),
// built here so the end-to-end run needs no sample files.
import { V2_COLUMNS } from '@brandlens/reporting-core';
const HEADER = V2_COLUMNS;

interface Row {
  type: string;
  order: string;
  amountType: string;
  description: string;
  amount: string;
  sku: string;
  quantity: string;
}

function line(values: Record<string, string>): string {
  return HEADER.map((column) => values[column] ?? '').join('\t');
}

/** A settlement whose total equals its rows; `corruptAmountOnLine` writes a non-number amount on that data line. */
export function settlementFile(settlementId: string, options: { corruptAmountOnLine?: number } = {}): string {
  const rows: Row[] = [
    {
      type: 'Order',
      order: '111-0000001-0000001',
      amountType: 'ItemPrice',
      description: 'Principal',
      amount: '25.00',
      sku: 'TG-TENT-1',
      quantity: '1',
    },
    {
      type: 'Order',
      order: '111-0000001-0000001',
      amountType: 'ItemFees',
      description: 'Commission',
      amount: '-3.75',
      sku: 'TG-TENT-1',
      quantity: '',
    },
    {
      type: 'Order',
      order: '111-0000001-0000001',
      amountType: 'ItemFees',
      description: 'FBAPerUnitFulfillmentFee',
      amount: '-4.10',
      sku: 'TG-TENT-1',
      quantity: '',
    },
    {
      type: 'Refund',
      order: '111-0000002-0000002',
      amountType: 'ItemPrice',
      description: 'Principal',
      amount: '-12.50',
      sku: 'TG-MUG-2',
      quantity: '',
    },
    {
      type: 'other-transaction',
      order: '',
      amountType: 'other-transaction',
      description: 'Subscription Fee',
      amount: '-39.99',
      sku: '',
      quantity: '',
    },
  ];
  const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  const summary = line({
    'settlement-id': settlementId,
    'settlement-start-date': '2026-10-01 00:00:00 UTC',
    'settlement-end-date': '2026-10-15 00:00:00 UTC',
    'deposit-date': '2026-10-17 00:00:00 UTC',
    'total-amount': (total / 100).toFixed(2),
    currency: 'USD',
  });
  const data = rows.map((row, index) =>
    line({
      'settlement-id': settlementId,
      'transaction-type': row.type,
      'order-id': row.order,
      'marketplace-name': 'Amazon.com',
      'amount-type': row.amountType,
      'amount-description': row.description,
      amount: options.corruptAmountOnLine === index + 3 ? 'twelve' : row.amount,
      'posted-date': '10/05/26',
      'posted-date-time': '2026-10-05 12:00:00 UTC',
      sku: row.sku,
      'quantity-purchased': row.quantity,
    }),
  );
  return [HEADER.join('\t'), summary, ...data].join('\n') + '\n';
}
