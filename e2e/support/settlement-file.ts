// A small, valid Flat File V2 settlement report (24 columns, tab-separated),
// built here so the end-to-end run needs no sample files.
import { V2_COLUMNS } from '@brandlens/reporting-core';
const HEADER = V2_COLUMNS;

export interface SettlementRow {
  type: string;
  order: string;
  amountType: string;
  description: string;
  amount: string;
  sku: string;
  quantity: string;
}

/** A settlement's days; every row is posted at `posted`. */
export interface SettlementDays {
  start: Date;
  end: Date;
  deposit: Date;
  posted: Date;
}

const FILE_DAYS: SettlementDays = {
  start: new Date('2026-10-01T00:00:00Z'),
  end: new Date('2026-10-15T00:00:00Z'),
  deposit: new Date('2026-10-17T00:00:00Z'),
  posted: new Date('2026-10-05T12:00:00Z'),
};

const pad = (value: number) => String(value).padStart(2, '0');
/** '2026-10-05 12:00:00 UTC', as the report writes its dates. */
const reportDateTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
/** '10/05/26' (month first, as in US reports). */
const postedDay = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear() % 100)}`;

function line(values: Record<string, string>): string {
  return HEADER.map((column) => values[column] ?? '').join('\t');
}

/** A settlement whose total equals its rows; `corruptAmountOnLine` writes a non-number amount on that data line. */
export function settlementFile(settlementId: string, options: { corruptAmountOnLine?: number } = {}): string {
  const rows: SettlementRow[] = [
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
  return settlementText(settlementId, rows, FILE_DAYS, 'USD', options);
}

/** A settlement of these rows and days whose total equals its rows, in `currency`. */
export function settlementText(
  settlementId: string,
  rows: readonly SettlementRow[],
  days: SettlementDays,
  currency: string,
  options: { corruptAmountOnLine?: number } = {},
): string {
  const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
  const summary = line({
    'settlement-id': settlementId,
    'settlement-start-date': reportDateTime(days.start),
    'settlement-end-date': reportDateTime(days.end),
    'deposit-date': reportDateTime(days.deposit),
    'total-amount': (total / 100).toFixed(2),
    currency,
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
      'posted-date': postedDay(days.posted),
      'posted-date-time': reportDateTime(days.posted),
      sku: row.sku,
      'quantity-purchased': row.quantity,
    }),
  );
  return [HEADER.join('\t'), summary, ...data].join('\n') + '\n';
}
