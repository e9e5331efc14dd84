// The ledger side of the brand score for the whole seller and every brand at
// once: one pass of the P&L pipeline (loadGroups: daily rollups per product,
// unit costs, rates) grouped by basis × owner and by month × owner
// (brand-ledger-statements.ts), plus one query for refunded units. Rows without
// a SKU (storage, advertising, subscriptions) belong to no product; each brand
// carries a share of them by its products' net sales of the trailing 12 months
// (brand-ledger-allocation.ts, docs/brand-valuation.md, ADR 0020). The two
// queries' answers are kept until a change (ADR 0039).
import { fxRateMissing } from '../profit-loss/profit-loss.errors.ts';
import {
  ALL,
  asCost,
  brandOwner,
  compareText,
  groupKey,
  monthScope,
  PRODUCT_LINES,
  WHOLE_SELLER,
  type Owner,
  type ProductBrands,
} from './brand-ledger-groups.ts';
import { keptOutcome, type LedgerQueryResults } from './brand-ledger-cache.ts';
import { ownerMoneyFigures } from './brand-ledger-allocation.ts';
import {
  LEDGER_BASES,
  type BrandLedgers,
  type LedgerBasis,
  type LedgerFigures,
  type OwnerLedger,
} from './brand-ledger-figures.ts';
import { productFigures, refundedUnitsBy } from './brand-ledger-products.ts';
import { ledgerStatements } from './brand-ledger-statements.ts';
import { loadLedgerQueryResults } from './brand-ledger-sums.service.ts';
import type { ValuationWindows } from './valuation-windows.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export async function loadBrandLedgers(
  db: DatabaseReader,
  sellerId: string,
  currency: string,
  windows: ValuationWindows,
  productBrands: ProductBrands,
  brandKeys: readonly string[],
): Promise<BrandLedgers> {
  const results = await loadLedgerQueryResults(db, sellerId, currency, windows, PRODUCT_LINES);
  // Kept sums are reused as they are (the same object): so is what was made of them for the same brands.
  const key = `${productBrands.signature}\u0000${brandKeys.join('\u0000')}`;
  return keptOutcome(results, key, () => ledgersOf(results, currency, windows, productBrands, brandKeys));
}

/** The owners' figures from the two queries' answers (no query: kept with them by loadBrandLedgers). */
function ledgersOf(
  { sums, missingRates, refunds }: LedgerQueryResults,
  currency: string,
  windows: ValuationWindows,
  productBrands: ProductBrands,
  brandKeys: readonly string[],
): BrandLedgers {
  const [missing] = [...missingRates].sort((a, b) => compareText(a.day, b.day) || compareText(a.currency, b.currency));
  if (missing) throw fxRateMissing(missing.currency, missing.day);
  const statements = ledgerStatements(sums, currency, windows, productBrands);
  const { groups, statementOf } = statements;
  const moneyFiguresOf = ownerMoneyFigures(statements, productBrands, currency);
  const refundedBy = refundedUnitsBy(refunds, windows, productBrands);
  const { productsBy, productNetSalesLast30Days } = productFigures(statements, productBrands);

  const ledgerOf = (owner: string): OwnerLedger => {
    const moneyOf = (scope: string) => moneyFiguresOf(scope, owner);
    const figures = {} as Record<LedgerBasis, LedgerFigures>;
    for (const basis of LEDGER_BASES) {
      const money = moneyOf(basis);
      figures[basis] = {
        netSales: money.netSales,
        ebitda: money.totalEbitda,
        contributionMargin3: money.contributionMargin3,
        adExpenses: asCost(money.totalAdExpenses),
        unitsSold: Number(statementOf(groupKey(basis, owner)).unitsSold.amount),
        unitsRefunded: refundedBy.get(groupKey(basis, owner)) ?? 0,
        hasRows: groups.has(groupKey(basis, owner)),
      };
    }
    return {
      figures,
      months: windows.months.map((month) => {
        const money = moneyOf(monthScope(month));
        return { month, netSales: money.netSales, ebitda: money.totalEbitda };
      }),
      productsSold: productsBy.get(owner)?.size ?? 0,
    };
  };

  const owners = new Map<Owner, OwnerLedger>([[WHOLE_SELLER, ledgerOf(ALL)]]);
  for (const key of brandKeys) owners.set(key, ledgerOf(brandOwner(key)));
  return { owners, productNetSalesLast30Days };
}
