// The amount cells of a V1 settlement line: its (type, amount) column pairs and
// its misc-fee and other amounts, each with the amount type and description the
// V2 layout writes for it (SOURCES.md §9.2).

/** V1 (type column, amount column, amount-type) pairs, in file order. */
const V1_AMOUNT_PAIRS = [
  ['price-type', 'price-amount', 'ItemPrice'],
  ['item-related-fee-type', 'item-related-fee-amount', 'ItemFees'],
  ['shipment-fee-type', 'shipment-fee-amount', 'ItemFees'],
  ['order-fee-type', 'order-fee-amount', 'ItemFees'],
  ['promotion-type', 'promotion-amount', 'Promotion'],
  ['direct-payment-type', 'direct-payment-amount', 'DirectPayment'],
  ['other-fee-reason-description', 'other-fee-amount', 'other-transaction'],
] as const;

type AmountCell = { amountType: string; amountDescription: string; text: string; column: string };

/** Every filled V1 amount column of a line, with its type. */
export function v1AmountCells(cell: (name: string) => string, transactionType: string): AmountCell[] {
  const amounts: AmountCell[] = [];
  for (const [typeColumn, amountColumn, amountType] of V1_AMOUNT_PAIRS) {
    const text = cell(amountColumn);
    if (text !== '') amounts.push({ amountType, amountDescription: cell(typeColumn), text, column: amountColumn });
  }
  const misc = cell('misc-fee-amount');
  if (misc !== '') {
    amounts.push({
      amountType: 'other-transaction',
      amountDescription: 'MiscFee',
      text: misc,
      column: 'misc-fee-amount',
    });
  }
  // Account rows (Storage Fee, Subscription Fee, WAREHOUSE_DAMAGE, ...) name their amount by their transaction type.
  const other = cell('other-amount');
  if (other !== '') {
    amounts.push({
      amountType: 'other-transaction',
      amountDescription: transactionType,
      text: other,
      column: 'other-amount',
    });
  }
  return amounts;
}
