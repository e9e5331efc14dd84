// Settlement files in the row shapes real archives use (DOMAIN.md 'Flat File V1
// as real archives write it'), built from explicit settlements with invented
// ids and amounts, for tests of the importer. V1: per order item a quantity
// row, then its price, fee and promotion rows; Cost of Advertising with its tax
// on the same row; account rows in other-amount (some with a quantity); tab-only
// trailing rows. V2: one row per amount with the quantity repeated on every
// row of the item, and optionally a quantity row of its own before them.
import { V1_COLUMNS, V2_COLUMNS } from '../settlement/settlement-format.ts';

export type ArchiveLayout = 'v1-36' | 'v1-33' | 'v2-24' | 'v2-23';
export const ARCHIVE_LAYOUTS: readonly ArchiveLayout[] = ['v1-36', 'v1-33', 'v2-24', 'v2-23'];

export interface ArchiveItem {
  kind: 'Order' | 'Refund';
  orderId: string;
  orderItemCode: string;
  sku: string;
  quantity: number;
  /** Amounts in cents, signed as Amazon writes them; a missing amount writes no row. */
  principal: number;
  shipping?: number;
  commission?: number;
  fbaFee?: number;
  digitalServicesFee?: number;
  shippingChargeback?: number;
  shippingPromotion?: number;
  refundCommission?: number;
  /** V1: the quantity on the Principal row as well as on its own row (edited or older files). V2: a quantity row of its own too. */
  quantityTwice?: boolean;
}

export const ACCOUNT_ROW_TYPES = [
  'Subscription Fee',
  'Storage Fee',
  'Inbound Transportation Fee',
  'Successful charge',
  'Payable to Amazon',
  'Micro Deposit',
  'REVERSAL_REIMBURSEMENT',
  'WAREHOUSE_DAMAGE',
] as const;

export interface ArchiveAccountRow {
  type: (typeof ACCOUNT_ROW_TYPES)[number];
  cents: number;
  /** REVERSAL_REIMBURSEMENT and WAREHOUSE_DAMAGE name a SKU and a quantity. */
  sku?: string;
  quantity?: number;
}

export interface ArchiveSettlement {
  settlementId: string;
  currency: string;
  marketplaceName: string;
  items: ArchiveItem[];
  /** ServiceFee 'Cost of Advertising': the fee and its tax, in cents. */
  adFees: Array<{ fee: number; tax: number }>;
  accountRows: ArchiveAccountRow[];
  /** Tab-only lines after the settlement's rows. */
  emptyRows: number;
  /** Added to total-amount: a cut or edited file whose rows do not add up (0 for a whole file). */
  totalOffset?: number;
}

type Cells = Record<string, string>;

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function archiveColumns(layout: ArchiveLayout): readonly string[] {
  if (layout === 'v2-24') return V2_COLUMNS;
  if (layout === 'v2-23') return V2_COLUMNS.filter((name) => name !== 'promotion-id');
  if (layout === 'v1-36') return V1_COLUMNS;
  return V1_COLUMNS.filter((name) => !name.startsWith('promotion-'));
}

/** The item's amounts as (V2 amount-type, amount-description, V1 column pair, cents). */
function itemAmounts(item: ArchiveItem, hasPromotions: boolean) {
  const amounts: Array<[string, string, 'price' | 'fee' | 'promotion', number]> = [
    ['ItemPrice', 'Principal', 'price', item.principal],
  ];
  if (item.shipping !== undefined) amounts.push(['ItemPrice', 'Shipping', 'price', item.shipping]);
  if (item.commission !== undefined) amounts.push(['ItemFees', 'Commission', 'fee', item.commission]);
  if (item.fbaFee !== undefined) amounts.push(['ItemFees', 'FBAPerUnitFulfillmentFee', 'fee', item.fbaFee]);
  if (item.digitalServicesFee !== undefined)
    amounts.push(['ItemFees', 'DigitalServicesFee', 'fee', item.digitalServicesFee]);
  if (item.shippingChargeback !== undefined)
    amounts.push(['ItemFees', 'ShippingChargeback', 'fee', item.shippingChargeback]);
  if (item.refundCommission !== undefined) amounts.push(['ItemFees', 'RefundCommission', 'fee', item.refundCommission]);
  if (item.shippingPromotion !== undefined && hasPromotions)
    amounts.push(['Promotion', 'Shipping', 'promotion', item.shippingPromotion]);
  return amounts;
}

/** Every amount the settlement's rows carry, in cents, as the layout writes them (the 33-column V1 has no promotions). */
export function archiveAmounts(settlement: ArchiveSettlement, layout: ArchiveLayout): number[] {
  const hasPromotions = layout !== 'v1-33';
  return [
    ...settlement.items.flatMap((item) => itemAmounts(item, hasPromotions).map(([, , , cents]) => cents)),
    ...settlement.adFees.flatMap((fee) => [fee.fee, fee.tax]),
    ...settlement.accountRows.map((row) => row.cents),
  ];
}

function settlementRows(settlement: ArchiveSettlement, layout: ArchiveLayout): Cells[] {
  const isV1 = layout.startsWith('v1');
  const hasPromotions = layout !== 'v1-33';
  const total =
    archiveAmounts(settlement, layout).reduce((sum, cents) => sum + cents, 0) + (settlement.totalOffset ?? 0);
  const id = { 'settlement-id': settlement.settlementId };
  const rows: Cells[] = [
    {
      ...id,
      'settlement-start-date': '2025-03-01 08:00:00 UTC',
      'settlement-end-date': '2025-03-15 08:00:00 UTC',
      'deposit-date': '2025-03-17 08:00:00 UTC',
      'total-amount': money(total),
      currency: settlement.currency,
    },
  ];
  const posted: Cells = isV1
    ? { 'posted-date': '2025-03-10 14:21:07 UTC' }
    : { 'posted-date': '03/10/25', 'posted-date-time': '2025-03-10 14:21:07 UTC' };
  for (const [index, item] of settlement.items.entries()) {
    const key: Cells = {
      ...id,
      ...posted,
      'transaction-type': item.kind,
      'order-id': item.orderId,
      'shipment-id': `S${item.orderItemCode}`,
      'marketplace-name': settlement.marketplaceName,
      'fulfillment-id': 'AFN',
      'order-item-code': item.orderItemCode,
      sku: item.sku,
      ...(item.kind === 'Refund' ? { 'adjustment-id': `A${index}${item.orderItemCode}` } : {}),
    };
    const quantity = String(item.quantity);
    if (isV1 || item.quantityTwice) rows.push({ ...key, 'quantity-purchased': quantity });
    for (const [amountType, description, pair, cents] of itemAmounts(item, hasPromotions)) {
      if (!isV1) {
        rows.push({
          ...key,
          'amount-type': amountType,
          'amount-description': description,
          amount: money(cents),
          'quantity-purchased': quantity,
        });
        continue;
      }
      const withQuantity: Cells =
        item.quantityTwice && description === 'Principal' ? { 'quantity-purchased': quantity } : {};
      if (pair === 'price')
        rows.push({ ...key, ...withQuantity, 'price-type': description, 'price-amount': money(cents) });
      else if (pair === 'fee')
        rows.push({ ...key, 'item-related-fee-type': description, 'item-related-fee-amount': money(cents) });
      else
        rows.push({
          ...key,
          'promotion-id': 'Free Shipping',
          'promotion-type': description,
          'promotion-amount': money(cents),
        });
    }
  }
  for (const fee of settlement.adFees) {
    const service = { ...id, ...posted, 'transaction-type': 'ServiceFee' };
    if (isV1) {
      rows.push({
        ...service,
        'item-related-fee-type': 'Cost of Advertising',
        'item-related-fee-amount': money(fee.fee),
        'other-fee-amount': money(fee.tax),
        'other-fee-reason-description': 'TaxAmount',
      });
    } else {
      rows.push({
        ...service,
        'amount-type': 'Cost of Advertising',
        'amount-description': 'TransactionTotalAmount',
        amount: money(fee.fee),
      });
      rows.push({
        ...service,
        'amount-type': 'Cost of Advertising',
        'amount-description': 'TaxAmount',
        amount: money(fee.tax),
      });
    }
  }
  for (const row of settlement.accountRows) {
    const cells: Cells = { ...id, ...posted, 'marketplace-name': settlement.marketplaceName };
    if (row.sku) Object.assign(cells, { sku: row.sku, 'quantity-purchased': String(row.quantity ?? 1) });
    if (isV1) rows.push({ ...cells, 'transaction-type': row.type, 'other-amount': money(row.cents) });
    else
      rows.push({
        ...cells,
        'transaction-type': 'other-transaction',
        'amount-type': 'other-transaction',
        'amount-description': row.type,
        amount: money(row.cents),
      });
  }
  for (let empty = 0; empty < settlement.emptyRows; empty += 1) rows.push({});
  return rows;
}

/** A whole settlement file (header, then each settlement's rows) in one layout. */
export function archiveFileText(settlements: ArchiveSettlement[], layout: ArchiveLayout): string {
  const columns = archiveColumns(layout);
  const lines = settlements
    .flatMap((settlement) => settlementRows(settlement, layout))
    .map((cells) => columns.map((name) => cells[name] ?? '').join('\t'));
  return `${[columns.join('\t'), ...lines].join('\n')}\n`;
}

/** Units an archive's items move: sold (Order quantities) and returned (Refund quantities). */
export function archiveUnits(settlements: ArchiveSettlement[]): { sold: number; returned: number } {
  const items = settlements.flatMap((settlement) => settlement.items);
  const sum = (kind: ArchiveItem['kind']) =>
    items.filter((item) => item.kind === kind).reduce((total, item) => total + item.quantity, 0);
  return { sold: sum('Order'), returned: sum('Refund') };
}
