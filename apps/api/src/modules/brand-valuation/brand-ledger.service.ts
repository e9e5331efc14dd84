// The ledger side of the brand score for the whole seller and every brand at
// once: one pass of the P&L pipeline (loadGroups: daily rollups per product,
// unit costs, rates) grouped by basis × owner and by month × owner, plus one
// query for refunded units. Rows without a SKU (storage, advertising,
// subscriptions) belong to no product; each brand carries a share of them by
// its products' net sales of the trailing 12 months (docs/brand-valuation.md,
// ADR 0020). The two queries' answers are kept until a change (ADR 0039).
import {
  computeStatement,
  EMPTY_STATEMENT_INPUTS,
  minorDigits,
  addDecimalStrings,
  inputsFromConvertedSums,
  type ConvertedLineSum,
  type Statement,
  type StatementFigure,
} from '@brandlens/reporting-core';
import { fxRateMissing } from '../profit-loss/profit-loss.errors.ts';
import { isPositive, positivePart, share } from './exact-ratio.ts';
import {
  SEP,
  ALL,
  SELLER_LEVEL,
  UNBRANDED,
  brandOwner,
  groupKey,
  monthScope,
  EVERY_GROUP,
  PRODUCT_T12,
  PRODUCT_LAST_30,
  productGroup,
  MONEY_LINES,
  compareText,
  asCost,
  PRODUCT_LINES,
  hasUnitsSold,
  type MoneyFigures,
  productKey,
  WHOLE_SELLER,
  type Owner,
  type ProductBrands,
} from './brand-ledger-groups.ts';
import { keptOutcome, type LedgerQueryResults } from './brand-ledger-cache.ts';
import { loadLedgerQueryResults } from './brand-ledger-sums.service.ts';
import type { BrandLedgerSum } from './brand-ledger.queries.ts';
import { isWithin, type ValuationWindows } from './valuation-windows.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

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
  const t12 = windows.trailing12Months;
  const [missing] = [...missingRates].sort((a, b) => compareText(a.day, b.day) || compareText(a.currency, b.currency));
  if (missing) throw fxRateMissing(missing.currency, missing.day);
  const windowOf: Record<LedgerBasis, { from: string; to: string }> = {
    trailing12Months: t12,
    lastMonth: windows.lastMonth,
    last30Days: windows.last30Days,
  };
  const ownerOfProduct = (marketplaceId: string, sku: string) => {
    if (sku === '') return SELLER_LEVEL;
    const brand = productBrands.brandOf(marketplaceId, sku);
    return brand === null ? UNBRANDED : brandOwner(brand);
  };
  const ownerOfBrandKey = (brandKey: string | null) => {
    if (brandKey === null) return SELLER_LEVEL;
    const brand = brandKey === '' ? null : productBrands.brandOfCatalogKey(brandKey);
    return brand === null ? UNBRANDED : brandOwner(brand);
  };
  const lastMonth = windows.lastMonth.from.slice(0, 7);
  const groupsOf = (sum: BrandLedgerSum): string[] => {
    switch (sum.scope) {
      case 'productTrailing12Months':
        return [productGroup(PRODUCT_T12, sum.marketplaceId, sum.sku)];
      case 'productLast30Days':
        return [productGroup(PRODUCT_LAST_30, sum.marketplaceId, sum.sku)];
      case 'last30Days': {
        const owner = ownerOfBrandKey(sum.brand);
        return [groupKey('last30Days', owner), groupKey('last30Days', ALL)];
      }
      case 'month': {
        const owner = ownerOfBrandKey(sum.brand);
        const scopes = [monthScope(sum.month), 'trailing12Months', ...(sum.month === lastMonth ? ['lastMonth'] : [])];
        return scopes.flatMap((scope) => [groupKey(scope, owner), groupKey(scope, ALL)]);
      }
    }
  };
  const lines: ConvertedLineSum[] = [];
  for (const sum of sums) {
    for (const group of groupsOf(sum)) {
      lines.push({
        group,
        line: sum.line,
        minorUnits: sum.minorUnits,
        quantity: sum.quantity,
        isEstimated: sum.isEstimated,
      });
    }
  }
  const groups = inputsFromConvertedSums(lines, [], { targetCurrency: currency, totalGroup: EVERY_GROUP });
  groups.delete(EVERY_GROUP);

  const statements = new Map<string, Statement>();
  const statementOf = (key: string): Statement => {
    let statement = statements.get(key);
    if (!statement) {
      statement = computeStatement(groups.get(key)?.inputs ?? EMPTY_STATEMENT_INPUTS, currency);
      statements.set(key, statement);
    }
    return statement;
  };
  const digits = minorDigits(currency);

  // The allocation key: each owner's share of the positive net sales of the
  // trailing 12 months, product by product (so regrouping brands moves no
  // share between other brands), used for every window and month alike.
  const weightOf = new Map<string, string>();
  let weightBase = '0';
  for (const key of groups.keys()) {
    const [scope, marketplaceId = '', sku = ''] = key.split(SEP);
    if (scope !== PRODUCT_T12) continue;
    const weight = positivePart(statementOf(key).netSales.amount);
    const owner = ownerOfProduct(marketplaceId, sku);
    weightOf.set(owner, addDecimalStrings(weightOf.get(owner) ?? '0', weight));
    weightBase = addDecimalStrings(weightBase, weight);
  }

  /** Direct figures of a brand plus its share of the seller-level rows of the same scope. */
  const allocatedFigures = (scope: string, owner: string): MoneyFigures => {
    const direct = statementOf(groupKey(scope, owner));
    const sellerLevel = statementOf(groupKey(scope, SELLER_LEVEL));
    const weight = weightOf.get(owner) ?? '0';
    const sharesSomething = isPositive(weight);
    const figures = {} as MoneyFigures;
    for (const line of MONEY_LINES) {
      const allocated = share(sellerLevel[line].amount, weight, weightBase, digits);
      const isEstimated =
        direct[line].status === 'estimated' || (sharesSomething && sellerLevel[line].status === 'estimated');
      figures[line] = {
        amount: addDecimalStrings(direct[line].amount, allocated),
        status: isEstimated ? 'estimated' : 'final',
      };
    }
    return figures;
  };
  const wholeFigures = (scope: string): MoneyFigures => {
    const statement = statementOf(groupKey(scope, ALL));
    return Object.fromEntries(MONEY_LINES.map((line) => [line, statement[line]])) as MoneyFigures;
  };

  const refundedBy = new Map<string, number>();
  for (const refund of refunds) {
    const owner = ownerOfProduct(refund.marketplaceId, refund.sku);
    for (const basis of LEDGER_BASES) {
      if (!isWithin(refund.day, windowOf[basis])) continue;
      for (const key of [groupKey(basis, owner), groupKey(basis, ALL)]) {
        refundedBy.set(key, (refundedBy.get(key) ?? 0) + refund.units);
      }
    }
  }
  const productsBy = new Map<string, Set<string>>();
  const productNetSalesLast30Days = new Map<string, string>();
  for (const [key, group] of groups) {
    const [scope, marketplaceId = '', sku = ''] = key.split(SEP);
    if (scope === PRODUCT_LAST_30) {
      productNetSalesLast30Days.set(productKey(marketplaceId, sku), statementOf(key).netSales.amount);
    }
    if (scope !== PRODUCT_T12 || !hasUnitsSold(group)) continue;
    const identity = productBrands.asinOf(marketplaceId, sku) ?? `sku${SEP}${marketplaceId}${SEP}${sku}`;
    for (const owner of [ownerOfProduct(marketplaceId, sku), ALL]) {
      const set = productsBy.get(owner) ?? new Set<string>();
      set.add(identity);
      productsBy.set(owner, set);
    }
  }

  const ledgerOf = (owner: string): OwnerLedger => {
    const moneyOf = (scope: string) => (owner === ALL ? wholeFigures(scope) : allocatedFigures(scope, owner));
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
