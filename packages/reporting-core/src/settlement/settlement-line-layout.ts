// Where the columns a settlement data line reads sit in a file's header. Worked
// out once per file, it lets every line read its cells by position instead of
// looking each column name up.
import type { SettlementHeader } from './settlement-format.ts';

/** Where the columns every data line reads sit in a file's header (-1: the header has no such column). */
interface LineLayout {
  settlementId: number;
  totalAmount: number;
  transactionType: number;
  quantity: number;
  postedDateTime: number;
  postedDate: number;
  marketplaceName: number;
  orderId: number;
  sku: number;
  shipmentId: number;
  adjustmentId: number;
  orderItemCode: number;
  amount: number;
  amountType: number;
  amountDescription: number;
}

const layouts = new WeakMap<SettlementHeader, LineLayout>();

/** A header's layout, worked out once per file: a line then reads its cells by position. */
export function layoutOf(header: SettlementHeader): LineLayout {
  let layout = layouts.get(header);
  if (!layout) {
    const at = (name: string) => header.columns.get(name) ?? -1;
    layout = {
      settlementId: at('settlement-id'),
      totalAmount: at('total-amount'),
      transactionType: at('transaction-type'),
      quantity: at('quantity-purchased'),
      postedDateTime: at('posted-date-time'),
      postedDate: at('posted-date'),
      marketplaceName: at('marketplace-name'),
      orderId: at('order-id'),
      sku: at('sku'),
      shipmentId: at('shipment-id'),
      adjustmentId: at('adjustment-id'),
      orderItemCode: at('order-item-code'),
      amount: at('amount'),
      amountType: at('amount-type'),
      amountDescription: at('amount-description'),
    };
    layouts.set(header, layout);
  }
  return layout;
}

export const cellAt = (cells: readonly string[], index: number) => (index < 0 ? '' : (cells[index] ?? ''));
