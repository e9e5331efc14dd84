// The P&L statements of the brand valuation's ledger side (brand-ledger.service.ts):
// every converted sum added to the groups it counts for (its month, the trailing
// 12 months and the last month, or the last 30 days, each for its owner and for
// everything; a product's windows for the product), and one statement per group,
// computed when first asked for.
import {
  computeStatement,
  EMPTY_STATEMENT_INPUTS,
  inputsFromConvertedSums,
  type ConvertedLineSum,
  type GroupInputs,
  type Statement,
} from '@brandlens/reporting-core';
import {
  ALL,
  EVERY_GROUP,
  groupKey,
  monthScope,
  PRODUCT_LAST_30,
  PRODUCT_T12,
  productGroup,
  type ProductBrands,
} from './brand-ledger-groups.ts';
import { ownerOfBrandKey } from './brand-ledger-owners.ts';
import type { BrandLedgerSum } from './brand-ledger.queries.ts';
import type { ValuationWindows } from './valuation-windows.ts';

export interface LedgerStatements {
  /** The converted inputs of every group with rows, by group key. */
  readonly groups: ReadonlyMap<string, GroupInputs>;
  /** The statement of a group (an empty one for a group without rows), computed once. */
  readonly statementOf: (key: string) => Statement;
}

/** The groups a sum counts for; lastMonth is the last complete month (YYYY-MM). */
function groupsOf(sum: BrandLedgerSum, lastMonth: string, productBrands: ProductBrands): string[] {
  switch (sum.scope) {
    case 'productTrailing12Months':
      return [productGroup(PRODUCT_T12, sum.marketplaceId, sum.sku)];
    case 'productLast30Days':
      return [productGroup(PRODUCT_LAST_30, sum.marketplaceId, sum.sku)];
    case 'last30Days': {
      const owner = ownerOfBrandKey(productBrands, sum.brand);
      return [groupKey('last30Days', owner), groupKey('last30Days', ALL)];
    }
    case 'month': {
      const owner = ownerOfBrandKey(productBrands, sum.brand);
      const scopes = [monthScope(sum.month), 'trailing12Months', ...(sum.month === lastMonth ? ['lastMonth'] : [])];
      return scopes.flatMap((scope) => [groupKey(scope, owner), groupKey(scope, ALL)]);
    }
  }
}

export function ledgerStatements(
  sums: readonly BrandLedgerSum[],
  currency: string,
  windows: ValuationWindows,
  productBrands: ProductBrands,
): LedgerStatements {
  const lastMonth = windows.lastMonth.from.slice(0, 7);
  const lines: ConvertedLineSum[] = [];
  for (const sum of sums) {
    for (const group of groupsOf(sum, lastMonth, productBrands)) {
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
  return { groups, statementOf };
}
