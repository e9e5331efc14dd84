import { remembered } from './remembered.ts';
/**
 * The P&L lines a settlement amount row can land in (DOMAIN.md "Settlement
 * rows → P&L"), and the one rule that picks the line for a row. Every row maps
 * to exactly one line; rows the rules do not know land in 'unmapped' so they
 * are counted and shown, never dropped. docs/pnl-mapping.md lists each rule.
 */
export const PNL_LINES = [
  'fullPriceFulfilledProductSales',
  'productDiscounts',
  'fulfilledShippingRevenue',
  'otherIncome',
  'productReturns',
  'salesTax',
  'amazonSalesTaxRemitted',
  'sellingFees',
  'fbaFulfilmentFees',
  'fbaStorageFees',
  'fbaInboundFees',
  'fbaRemovalAndDisposalFees',
  'fbaRefundsAndReimbursements',
  'amazonAdExpenses',
  'otherPlatformFees',
  'reserves',
  'lending',
  'cashMovements',
  'unmapped',
] as const;

export type TPnlLine = (typeof PNL_LINES)[number];

export interface SettlementRowKind {
  transactionType: string;
  amountType: string;
  amountDescription: string;
}

const key = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const keySet = (...values: string[]) => new Set(values.map(key));

const SALES_TAX = keySet('Tax', 'ShippingTax', 'GiftWrapTax');
const SELLING_FEES = keySet(
  'Commission',
  'VariableClosingFee',
  'FixedClosingFee',
  'RefundCommission',
  'DigitalServicesFee',
);
const FBA_FULFILMENT_FEES = keySet(
  'FBAPerUnitFulfillmentFee',
  'FBAPerOrderFulfillmentFee',
  'FBAWeightBasedFee',
  'ShippingChargeback',
);
const REIMBURSEMENTS = keySet(
  'FBA Inventory Reimbursement',
  'WAREHOUSE_DAMAGE',
  'WAREHOUSE_LOST',
  'REVERSAL_REIMBURSEMENT',
  'CUSTOMER_RETURN',
  'CustomerReturn',
  'CustomerReturnReimbursement',
);
const RESERVES = keySet('Previous Reserve Amount Balance', 'Current Reserve Amount');
const CASH_MOVEMENTS = keySet('Successful charge', 'Payable to Amazon', 'Micro Deposit', 'Transfer');

/** Rules over all three fields, in order; the first whose words appear in a field wins. */
const KEYWORD_RULES: ReadonlyArray<{ line: TPnlLine; words: string[] }> = [
  {
    line: 'fbaStorageFees',
    words: ['storagefee', 'longtermstorage', 'agedinventorysurcharge', 'storagerenewal', 'storageutilization'],
  },
  { line: 'fbaInboundFees', words: ['inboundtransportation', 'placement', 'inbounddefect', 'inboundconvenience'] },
  { line: 'fbaRemovalAndDisposalFees', words: ['removal', 'disposal'] },
  { line: 'amazonAdExpenses', words: ['costofadvertising'] },
  { line: 'lending', words: ['loanservicing', 'loan'] },
];

// A file names a few dozen kinds of rows over millions of lines: each kind is worked out once,
// kept by transaction type, amount type and description (no key string built per row).
const newMap = <T>() => new Map<string, T>();
const unitsCarried = new Map<string, Map<string, boolean>>();
const mappedKinds = new Map<string, Map<string, Map<string, TPnlLine>>>();

/**
 * Whether a settlement amount row moves its order item's units: its ItemPrice
 * Principal (an Order's units sold, a Refund's units returned; DOMAIN.md). The
 * item's other amount rows (shipping, tax, gift wrap, fees, promotions) repeat
 * quantity-purchased; counting it there would count a unit once per row.
 */
export function carriesUnits(row: Pick<SettlementRowKind, 'amountType' | 'amountDescription'>): boolean {
  return remembered(remembered(unitsCarried, row.amountType, newMap<boolean>), row.amountDescription, () => {
    return key(row.amountType) === 'itemprice' && key(row.amountDescription) === 'principal';
  });
}

/** The P&L line of one settlement amount row (DOMAIN.md; docs/pnl-mapping.md). */
export function mapSettlementRow(row: SettlementRowKind): TPnlLine {
  const byAmountType = remembered(mappedKinds, row.transactionType, newMap<Map<string, TPnlLine>>);
  return remembered(remembered(byAmountType, row.amountType, newMap<TPnlLine>), row.amountDescription, () =>
    mapKind(row),
  );
}

function mapKind(row: SettlementRowKind): TPnlLine {
  const transactionType = key(row.transactionType);
  const amountType = key(row.amountType);
  const description = key(row.amountDescription);
  const fields = [transactionType, amountType, description];

  if (amountType === 'itemprice') {
    if (transactionType === 'refund') return 'productReturns';
    if (description === 'principal') return 'fullPriceFulfilledProductSales';
    if (description === 'shipping') return 'fulfilledShippingRevenue';
    if (SALES_TAX.has(description)) return 'salesTax';
    return 'otherIncome';
  }
  if (amountType === 'promotion') return description === 'shipping' ? 'fulfilledShippingRevenue' : 'productDiscounts';
  if (amountType === 'itemwithheldtax' || description.startsWith('marketplacefacilitatortax')) {
    return 'amazonSalesTaxRemitted';
  }
  if (SELLING_FEES.has(description)) return 'sellingFees';
  if (FBA_FULFILMENT_FEES.has(description)) return 'fbaFulfilmentFees';
  if (fields.some((field) => REIMBURSEMENTS.has(field))) return 'fbaRefundsAndReimbursements';
  // The tax Amazon charges on a service fee (Cost of Advertising's TaxAmount): a platform fee, so that ad
  // expenses stay the ad spend the advertising console shows.
  if (transactionType === 'servicefee' && description === 'taxamount') return 'otherPlatformFees';
  for (const rule of KEYWORD_RULES) {
    if (fields.some((field) => rule.words.some((word) => field.includes(word)))) return rule.line;
  }
  if (fields.some((field) => RESERVES.has(field))) return 'reserves';
  if (fields.some((field) => CASH_MOVEMENTS.has(field))) return 'cashMovements';
  if (description.startsWith('subscription') || transactionType.startsWith('subscription')) return 'otherPlatformFees';
  if (transactionType === 'servicefee') return 'otherPlatformFees';
  return 'unmapped';
}
