// What the brand valuation's ledger side gives each owner (the whole seller or a
// brand; brand-ledger.service.ts): its figures per basis, its months and its
// products sold, and the net sales of every product over the last 30 days.
import type { StatementFigure } from '@brandlens/reporting-core';
import type { Owner } from './brand-ledger-groups.ts';

export const LEDGER_BASES = ['trailing12Months', 'lastMonth', 'last30Days'] as const;
export type LedgerBasis = (typeof LEDGER_BASES)[number];

export interface LedgerFigures {
  readonly netSales: StatementFigure;
  readonly ebitda: StatementFigure;
  readonly contributionMargin3: StatementFigure;
  /** Total ad expenses as a positive cost. */
  readonly adExpenses: StatementFigure;
  readonly unitsSold: number;
  /** Units on the refunds' ItemPrice / Principal rows. */
  readonly unitsRefunded: number;
  /** Some ledger row of this owner (its own products, not only a share) falls in the window. */
  readonly hasRows: boolean;
}

export interface OwnerLedger {
  readonly figures: Readonly<Record<LedgerBasis, LedgerFigures>>;
  readonly months: ReadonlyArray<{ month: string; netSales: StatementFigure; ebitda: StatementFigure }>;
  /** Distinct ASINs (a product without an ASIN counts by its SKU) with units sold in the trailing 12 months. */
  readonly productsSold: number;
}

export interface BrandLedgers {
  readonly owners: ReadonlyMap<Owner, OwnerLedger>;
  /** Net sales of the last 30 days per marketplace × SKU (productKey), in the target currency. */
  readonly productNetSalesLast30Days: ReadonlyMap<string, string>;
}
