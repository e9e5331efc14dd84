// Presentation of the statement lines of docs/profit-loss.md: labels, which lines fold into a
// group under their total, and how a figure is written. The response gives keys only.

const LINE_LABELS: Record<string, string> = {
  fullPriceFulfilledProductSales: 'Full-price product sales',
  unitsSold: 'Units sold',
  productDiscounts: 'Product discounts',
  fulfilledProductSales: 'Fulfilled product sales',
  fulfilledShippingRevenue: 'Shipping revenue',
  otherIncome: 'Other income',
  totalShippedSales: 'Total shipped sales',
  productReturns: 'Product returns',
  netSales: 'Net sales',
  landedCostOfGoodsSold: 'Landed COGS',
  fbaInventoryAdjustment: 'FBA inventory adjustment',
  productCosts: 'Product costs',
  contributionMargin1: 'CM1',
  fbaFulfilmentFees: 'FBA fulfilment fees',
  fbaStorageFees: 'FBA storage fees',
  fbaInboundFees: 'FBA inbound fees',
  fbaRemovalAndDisposalFees: 'FBA removal and disposal fees',
  totalFbaFees: 'Total FBA fees',
  fbaRefundsAndReimbursements: 'FBA refunds and reimbursements',
  sellingFees: 'Selling fees',
  totalMarketplaceFees: 'Total marketplace fees',
  contributionMargin2: 'CM2',
  amazonAdExpenses: 'Amazon ad expenses',
  otherAdExpenses: 'Other ad expenses',
  totalAdExpenses: 'Total ad expenses',
  contributionMargin3: 'CM3',
  otherExpenses: 'Other expenses',
  otherPlatformFees: 'Other platform fees',
  totalExpenses: 'Total expenses',
  amazonEbitda: 'Amazon EBITDA',
  otherPlatformEbitda: 'Other platform EBITDA',
  totalEbitda: 'Total EBITDA',
  salesTax: 'Sales tax',
  amazonSalesTaxRemitted: 'Amazon sales tax remitted',
  reserves: 'Reserves',
  lending: 'Lending',
  cashMovements: 'Cash movements',
  settlementPayout: 'Settlement payout',
};

/** 'someNewLine' → 'Some new line' for a key this client does not know yet. */
export function lineLabel(key: string): string {
  const known = LINE_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fee and expense groups: the total line toggles the lines it sums. */
export const LINE_GROUPS: Record<string, readonly string[]> = {
  totalFbaFees: ['fbaFulfilmentFees', 'fbaStorageFees', 'fbaInboundFees', 'fbaRemovalAndDisposalFees'],
  totalMarketplaceFees: ['totalFbaFees', 'fbaRefundsAndReimbursements', 'sellingFees'],
  totalAdExpenses: ['amazonAdExpenses', 'otherAdExpenses'],
  totalExpenses: ['otherExpenses', 'otherPlatformFees'],
};

/** The group totals a line sits under, innermost first. */
export function parentGroups(key: string): string[] {
  const parents: string[] = [];
  let current = key;
  for (;;) {
    const parent = Object.entries(LINE_GROUPS).find(([, children]) => children.includes(current))?.[0];
    if (!parent || parents.includes(parent)) return parents;
    parents.push(parent);
    current = parent;
  }
}

// Sums of cost lines only: no ledger row behind them either.
const COST_ONLY_LINES = new Set(['productCosts']);

/** Cost and external lines have no ledger rows behind them (the rows endpoint answers 422). */
export const hasLedgerRows = (kind: string, key?: string): boolean =>
  (kind === 'ledger' || kind === 'derived' || kind === 'units') && !(key !== undefined && COST_ONLY_LINES.has(key));

/** 'YYYY-MM' → 'Mar 2024'; a day stays as it is. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  const month = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return month.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
