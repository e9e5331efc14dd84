// What the brand valuation's ledger side counts product by product, summed per
// owner (brand-ledger.service.ts): the units refunded in each basis, the distinct
// products sold in the trailing 12 months, and each product's net sales of the
// last 30 days (the weights of the best seller rank).
import {
  ALL,
  groupKey,
  hasUnitsSold,
  PRODUCT_LAST_30,
  PRODUCT_T12,
  productKey,
  SEP,
  type ProductBrands,
} from './brand-ledger-groups.ts';
import { LEDGER_BASES, type LedgerBasis } from './brand-ledger-figures.ts';
import { ownerOfProduct } from './brand-ledger-owners.ts';
import type { LedgerStatements } from './brand-ledger-statements.ts';
import type { RefundedUnits } from './brand-ledger.queries.ts';
import { isWithin, type ValuationWindows } from './valuation-windows.ts';

/** Units refunded per basis × owner (and everything), by the day of the refund. */
export function refundedUnitsBy(
  refunds: readonly RefundedUnits[],
  windows: ValuationWindows,
  productBrands: ProductBrands,
): Map<string, number> {
  const windowOf: Record<LedgerBasis, { from: string; to: string }> = {
    trailing12Months: windows.trailing12Months,
    lastMonth: windows.lastMonth,
    last30Days: windows.last30Days,
  };
  const refundedBy = new Map<string, number>();
  for (const refund of refunds) {
    const owner = ownerOfProduct(productBrands, refund.marketplaceId, refund.sku);
    for (const basis of LEDGER_BASES) {
      if (!isWithin(refund.day, windowOf[basis])) continue;
      for (const key of [groupKey(basis, owner), groupKey(basis, ALL)]) {
        refundedBy.set(key, (refundedBy.get(key) ?? 0) + refund.units);
      }
    }
  }
  return refundedBy;
}

/** Distinct products sold per owner (and everything), and each product's net sales of the last 30 days. */
export function productFigures(
  { groups, statementOf }: LedgerStatements,
  productBrands: ProductBrands,
): { productsBy: Map<string, Set<string>>; productNetSalesLast30Days: Map<string, string> } {
  const productsBy = new Map<string, Set<string>>();
  const productNetSalesLast30Days = new Map<string, string>();
  for (const [key, group] of groups) {
    const [scope, marketplaceId = '', sku = ''] = key.split(SEP);
    if (scope === PRODUCT_LAST_30) {
      productNetSalesLast30Days.set(productKey(marketplaceId, sku), statementOf(key).netSales.amount);
    }
    if (scope !== PRODUCT_T12 || !hasUnitsSold(group)) continue;
    const identity = productBrands.asinOf(marketplaceId, sku) ?? `sku${SEP}${marketplaceId}${SEP}${sku}`;
    for (const owner of [ownerOfProduct(productBrands, marketplaceId, sku), ALL]) {
      const set = productsBy.get(owner) ?? new Set<string>();
      set.add(identity);
      productsBy.set(owner, set);
    }
  }
  return { productsBy, productNetSalesLast30Days };
}
