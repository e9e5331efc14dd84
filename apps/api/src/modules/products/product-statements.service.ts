// Statements per product (marketplace × SKU) and per month of one product, from the P&L
// pipeline's loader: the ledger's SKU-level daily rollups, costs of goods and rates, so every
// figure here equals the per-product statement's (docs/products.md).
import {
  computeStatement,
  EMPTY_STATEMENT_INPUTS,
  perUnit,
  percentOf,
  weekOf,
  type Statement,
} from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { StatementFilters } from '../profit-loss/profit-loss-params.ts';
import { loadGroups } from '../profit-loss/profit-loss.service.ts';
import { asDatabase } from './product-filters.ts';

export const productKey = (marketplaceId: string, sku: string) => `${marketplaceId}\t${sku}`;

/** Every product's statement of the period; rows without a SKU belong to no product. */
export async function loadProductStatements(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters,
): Promise<Map<string, Statement>> {
  const groups = await loadGroups(
    asDatabase(reader),
    sellerId,
    filters,
    (row) => (row.sku === '' ? [] : [productKey(row.marketplaceId, row.sku)]),
    true,
  );
  return new Map([...groups].map(([key, group]) => [key, computeStatement(group.inputs, filters.currency)]));
}

/** One product's statements per month ('m:YYYY-MM'), per day ('d:YYYY-MM-DD') and per ISO week ('w:YYYY-MM-DD'). */
export async function loadOneProductStatements(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters & { marketplaceId: string; sku: string },
  grains: { days?: boolean; weeks?: boolean } = {},
): Promise<Map<string, Statement>> {
  const groups = await loadGroups(
    asDatabase(reader),
    sellerId,
    filters,
    (row) => {
      if (row.sku !== filters.sku || row.marketplaceId !== filters.marketplaceId) return [];
      const keys = [`m:${row.day.slice(0, 7)}`, 'total'];
      if (grains.days) keys.push(`d:${row.day}`);
      if (grains.weeks) keys.push(`w:${weekOf(row.day)}`);
      return keys;
    },
    true,
  );
  return new Map([...groups].map(([key, group]) => [key, computeStatement(group.inputs, filters.currency)]));
}

export const emptyStatement = (currency: string) => computeStatement(EMPTY_STATEMENT_INPUTS, currency);

/** The figures a product row shows, from its statement. */
export function pnlOf(statement: Statement) {
  const netSales = statement.netSales.amount;
  const unitsSold = Number(statement.unitsSold.amount);
  return {
    unitsSold,
    netSales,
    contributionMargin1: statement.contributionMargin1.amount,
    contributionMargin2: statement.contributionMargin2.amount,
    contributionMargin3: statement.contributionMargin3.amount,
    margin: percentOf(statement.contributionMargin3.amount, netSales),
    price: perUnit(statement.fulfilledProductSales.amount, unitsSold),
    estimated: (['netSales', 'contributionMargin3', 'unitsSold'] as const).some(
      (key) => statement[key].status === 'estimated',
    ),
  };
}
