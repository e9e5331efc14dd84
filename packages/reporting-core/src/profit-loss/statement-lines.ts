/**
 * The profit and loss statement of SPEC §3, line by line, as keys with their
 * formula (docs/profit-loss.md). A 'ledger' line is the sum of one ledger P&L
 * line; a 'cost' line comes from cost of goods; a 'derived' line is a signed
 * sum of lines above it. Signs follow the payout: money in is positive, money
 * out negative, so every derived line is a plain sum and CM1..EBITDA read as
 * "what is left".
 */
import type { TPnlLine } from '../pnl-lines.ts';

export type TStatementLineKind = 'ledger' | 'units' | 'cost' | 'external' | 'derived';

export interface StatementLineDefinition {
  readonly key: string;
  readonly kind: TStatementLineKind;
  /** ledger and units lines: the ledger P&L line summed. */
  readonly ledgerLine?: TPnlLine;
  /** derived lines: the statement lines added up (all with sign +). */
  readonly sumOf?: readonly string[];
  /** A highlighted sum row of the statement (net sales, CM1, CM2, CM3, EBITDA). */
  readonly isHighlighted?: boolean;
}

const ledger = <K extends string>(key: K, ledgerLine: TPnlLine) => ({ key, kind: 'ledger' as const, ledgerLine });
const derived = <K extends string>(key: K, sumOf: readonly string[], isHighlighted = false) => ({
  key,
  kind: 'derived' as const,
  sumOf,
  isHighlighted,
});

/** In statement order; a derived line only refers to lines before it. */
export const STATEMENT_LINES = [
  ledger('fullPriceFulfilledProductSales', 'fullPriceFulfilledProductSales'),
  { key: 'unitsSold', kind: 'units', ledgerLine: 'fullPriceFulfilledProductSales' },
  ledger('productDiscounts', 'productDiscounts'),
  derived('fulfilledProductSales', ['fullPriceFulfilledProductSales', 'productDiscounts']),
  ledger('fulfilledShippingRevenue', 'fulfilledShippingRevenue'),
  ledger('otherIncome', 'otherIncome'),
  derived('totalShippedSales', ['fulfilledProductSales', 'fulfilledShippingRevenue', 'otherIncome']),
  ledger('productReturns', 'productReturns'),
  derived('netSales', ['totalShippedSales', 'productReturns'], true),
  { key: 'landedCostOfGoodsSold', kind: 'cost' },
  { key: 'fbaInventoryAdjustment', kind: 'cost' },
  derived('productCosts', ['landedCostOfGoodsSold', 'fbaInventoryAdjustment']),
  derived('contributionMargin1', ['netSales', 'productCosts'], true),
  ledger('fbaFulfilmentFees', 'fbaFulfilmentFees'),
  ledger('fbaStorageFees', 'fbaStorageFees'),
  ledger('fbaInboundFees', 'fbaInboundFees'),
  ledger('fbaRemovalAndDisposalFees', 'fbaRemovalAndDisposalFees'),
  derived('totalFbaFees', ['fbaFulfilmentFees', 'fbaStorageFees', 'fbaInboundFees', 'fbaRemovalAndDisposalFees']),
  ledger('fbaRefundsAndReimbursements', 'fbaRefundsAndReimbursements'),
  ledger('sellingFees', 'sellingFees'),
  derived('totalMarketplaceFees', ['totalFbaFees', 'fbaRefundsAndReimbursements', 'sellingFees']),
  derived('contributionMargin2', ['contributionMargin1', 'totalMarketplaceFees'], true),
  ledger('amazonAdExpenses', 'amazonAdExpenses'),
  { key: 'otherAdExpenses', kind: 'external' },
  derived('totalAdExpenses', ['amazonAdExpenses', 'otherAdExpenses']),
  derived('contributionMargin3', ['contributionMargin2', 'totalAdExpenses'], true),
  ledger('otherExpenses', 'unmapped'),
  ledger('otherPlatformFees', 'otherPlatformFees'),
  derived('totalExpenses', ['otherExpenses', 'otherPlatformFees']),
  derived('amazonEbitda', ['contributionMargin3', 'totalExpenses']),
  { key: 'otherPlatformEbitda', kind: 'external' },
  derived('totalEbitda', ['amazonEbitda', 'otherPlatformEbitda'], true),
  ledger('salesTax', 'salesTax'),
  ledger('amazonSalesTaxRemitted', 'amazonSalesTaxRemitted'),
  ledger('reserves', 'reserves'),
  ledger('lending', 'lending'),
  ledger('cashMovements', 'cashMovements'),
  /** Every ledger line of the period added up: a whole settlement's payout (its total-amount). */
  derived('settlementPayout', [
    'netSales',
    'totalMarketplaceFees',
    'amazonAdExpenses',
    'totalExpenses',
    'salesTax',
    'amazonSalesTaxRemitted',
    'reserves',
    'lending',
    'cashMovements',
  ]),
] as const satisfies readonly StatementLineDefinition[];

export type TStatementLineKey = (typeof STATEMENT_LINES)[number]['key'];

export const STATEMENT_LINE_KEYS: readonly TStatementLineKey[] = STATEMENT_LINES.map((line) => line.key);

/** The lines a per-product statement shows (asin-profit-loss). */
export const PRODUCT_STATEMENT_LINES = [
  'netSales',
  'unitsSold',
  'productCosts',
  'totalMarketplaceFees',
  'contributionMargin1',
  'contributionMargin2',
  'contributionMargin3',
] as const satisfies readonly TStatementLineKey[];
