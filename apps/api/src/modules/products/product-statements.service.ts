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
import { keptProductStatements } from './product-kept.service.ts';

export const productKey = (marketplaceId: string, sku: string) => `${marketplaceId}\t${sku}`;

/**
 * Every product's statement of the period; rows without a SKU belong to no product. Kept for
 * later reads while still right (ADR 0040): call it inside the read's transaction.
 */
export function loadProductStatements(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters,
): Promise<Map<string, Statement>> {
  return keptProductStatements(reader, sellerId, filters, 'products', () =>
    computeProductStatements(reader, sellerId, filters),
  );
}

async function computeProductStatements(
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

/**
 * One product's statements per month ('m:YYYY-MM'), per ISO week ('w:YYYY-MM-DD') and, when
 * asked, per day ('d:YYYY-MM-DD'). Kept for later reads while still right (ADR 0040), as
 * loadProductStatements. Weeks are always made, so that the product page and its monthly chart,
 * read together, share one computation.
 */
export function loadOneProductStatements(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters & { marketplaceId: string; sku: string },
  grains: { days?: boolean } = {},
): Promise<Map<string, Statement>> {
  const days = grains.days === true;
  return keptProductStatements(reader, sellerId, filters, `product|days:${days}`, () =>
    computeOneProductStatements(reader, sellerId, filters, days),
  );
}

async function computeOneProductStatements(
  reader: DatabaseReader,
  sellerId: string,
  filters: StatementFilters & { marketplaceId: string; sku: string },
  days: boolean,
): Promise<Map<string, Statement>> {
  const groups = await loadGroups(
    asDatabase(reader),
    sellerId,
    filters,
    (row) => {
      if (row.sku !== filters.sku || row.marketplaceId !== filters.marketplaceId) return [];
      const keys = [`m:${row.day.slice(0, 7)}`, `w:${weekOf(row.day)}`, 'total'];
      if (days) keys.push(`d:${row.day}`);
      return keys;
    },
    true,
  );
  return new Map([...groups].map(([key, group]) => [key, computeStatement(group.inputs, filters.currency)]));
}

export const emptyStatement = (currency: string) => computeStatement(EMPTY_STATEMENT_INPUTS, currency);

type ProductFigures = ReturnType<typeof figuresOf>;

/** pnlOf of statements already seen: kept statements (ADR 0040) are shared by later reads. */
const figuresSeen = new WeakMap<Statement, ProductFigures>();

/** The figures a product row shows, from its statement (a copy the caller may change). */
export function pnlOf(statement: Statement): ProductFigures {
  let figures = figuresSeen.get(statement);
  if (!figures) figuresSeen.set(statement, (figures = figuresOf(statement)));
  return { ...figures };
}

function figuresOf(statement: Statement) {
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
