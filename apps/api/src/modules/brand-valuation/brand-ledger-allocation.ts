// A brand's share of the seller-level ledger rows (rows without a SKU: storage,
// advertising, subscriptions), by its products' net sales of the trailing 12
// months (docs/brand-valuation.md, ADR 0020). The whole seller takes every row
// as it is, without shares.
import { addDecimalStrings, minorDigits } from '@brandlens/reporting-core';
import {
  ALL,
  groupKey,
  MONEY_LINES,
  PRODUCT_T12,
  SELLER_LEVEL,
  SEP,
  type MoneyFigures,
  type ProductBrands,
} from './brand-ledger-groups.ts';
import { ownerOfProduct } from './brand-ledger-owners.ts';
import type { LedgerStatements } from './brand-ledger-statements.ts';
import { isPositive, positivePart, share } from './exact-ratio.ts';

/** Each owner's weight in the allocation key, and the sum of all weights. */
function allocationWeights(
  { groups, statementOf }: LedgerStatements,
  productBrands: ProductBrands,
): { weightOf: Map<string, string>; weightBase: string } {
  // The allocation key: each owner's share of the positive net sales of the
  // trailing 12 months, product by product (so regrouping brands moves no
  // share between other brands), used for every window and month alike.
  const weightOf = new Map<string, string>();
  let weightBase = '0';
  for (const key of groups.keys()) {
    const [scope, marketplaceId = '', sku = ''] = key.split(SEP);
    if (scope !== PRODUCT_T12) continue;
    const weight = positivePart(statementOf(key).netSales.amount);
    const owner = ownerOfProduct(productBrands, marketplaceId, sku);
    weightOf.set(owner, addDecimalStrings(weightOf.get(owner) ?? '0', weight));
    weightBase = addDecimalStrings(weightBase, weight);
  }
  return { weightOf, weightBase };
}

/** The money figures of a scope for an owner: everything's rows as they are, a brand's with its share. */
export function ownerMoneyFigures(
  statements: LedgerStatements,
  productBrands: ProductBrands,
  currency: string,
): (scope: string, owner: string) => MoneyFigures {
  const { statementOf } = statements;
  const digits = minorDigits(currency);
  const { weightOf, weightBase } = allocationWeights(statements, productBrands);

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
  return (scope, owner) => (owner === ALL ? wholeFigures(scope) : allocatedFigures(scope, owner));
}
