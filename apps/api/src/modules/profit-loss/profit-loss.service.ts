// The P&L statement pipeline: filters → rollups, costs and rates (SQL) →
// per-period inputs and the pure statement (reporting-core) → zero-filled,
// shaped response. docs/profit-loss.md has the definitions.
import type { TOperationsProfitLoss, TProfitLoss, TProfitLossFilters, TProfitLossQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import {
  buildStatementInputs,
  createRateTable,
  DEFAULT_MAX_RATE_AGE_DAYS,
  EUR,
  FxRateMissingError,
  inputsFromConvertedSums,
  isoDateOfDayNumber,
  isoDayNumber,
  type GroupInputs,
} from '@brandlens/reporting-core';
import { findRatesBetween } from '../fx/fx.queries.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { resolveStatementFilters, todayUtc, type StatementFilters } from './profit-loss-params.ts';
import { fxRateMissing } from './profit-loss.errors.ts';
import {
  findConvertedPeriodSums,
  findOrderDatingCounts,
  findRollupSums,
  findUnitCostSums,
} from './profit-loss.queries.ts';
import { shapeOrderDating, shapeStatement, TOTAL_GROUP } from './statement.serializer.ts';

/** Free plan: the operations statement shows the last 3 complete months only (SPEC §9). */
export const FREE_PLAN_PERIOD = 'last-3-months';

/**
 * Daily sums, unit cost sums and rates of the filter, turned into statement
 * inputs per group of `groupsOf`; `byProduct` keeps marketplace × SKU apart.
 */
export async function loadGroups(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  groupsOf: (row: { day: string; marketplaceId: string; sku: string }) => readonly string[],
  byProduct = false,
): Promise<Map<string, GroupInputs>> {
  const { period, currency } = filters;
  const filter = {
    basis: filters.basis,
    sellerId,
    from: period.from,
    to: period.to,
    marketplaceId: filters.marketplaceId,
    brand: filters.brand,
    sku: filters.sku,
  };
  const [rows, costs] = await Promise.all([
    findRollupSums(db, filter, byProduct),
    findUnitCostSums(db, filter, byProduct),
  ]);
  const currencies = new Set([currency, ...rows.map((row) => row.currency)]);
  for (const cost of costs) if (cost.currency !== null) currencies.add(cost.currency);
  currencies.delete(EUR);
  const since = isoDateOfDayNumber(isoDayNumber(period.from) - DEFAULT_MAX_RATE_AGE_DAYS);
  const rates = createRateTable(await findRatesBetween(db, [...currencies], since, period.to));
  try {
    return buildStatementInputs(rows, costs, { rates, targetCurrency: currency, groupsOf });
  } catch (error) {
    if (error instanceof FxRateMissingError) throw fxRateMissing(error.currency, error.date);
    throw error;
  }
}

/**
 * Statement inputs per period (months or days of `filters.view`) and TOTAL_GROUP: the database
 * converts each daily sum and sums per period (ADR 0014), from the SKU-less daily totals, or with
 * a brand filter from the SKU-level rollups of the brand's products. The same figures, rates and
 * 422 for a missing rate as loadGroups, which converts day-level rows in JavaScript.
 */
export async function loadPeriodGroups(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
): Promise<Map<string, GroupInputs>> {
  const { lines, conversions } = await findConvertedPeriodSums(db, {
    basis: filters.basis,
    sellerId,
    from: filters.period.from,
    to: filters.period.to,
    marketplaceId: filters.marketplaceId,
    brand: filters.brand,
    targetCurrency: filters.currency,
    monthly: filters.view === 'MONTHLY',
  });
  try {
    return inputsFromConvertedSums(lines, conversions, { targetCurrency: filters.currency, totalGroup: TOTAL_GROUP });
  } catch (error) {
    if (error instanceof FxRateMissingError) throw fxRateMissing(error.currency, error.date);
    throw error;
  }
}

/** Order basis: per period and in total, how many rows were dated by order, by posted date without order, or as a fallback. */
async function orderDatingFor(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
): Promise<TProfitLoss['orderDating']> {
  if (filters.basis !== 'order') return null;
  const counts = await findOrderDatingCounts(db, {
    basis: 'order',
    sellerId,
    from: filters.period.from,
    to: filters.period.to,
    marketplaceId: filters.marketplaceId,
    brand: filters.brand,
  });
  return shapeOrderDating(counts, filters);
}

async function statementFor(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  query: TProfitLossFilters,
): Promise<TProfitLoss> {
  const [groups, orderDating] = await Promise.all([
    loadPeriodGroups(db, sellerId, filters),
    orderDatingFor(db, sellerId, filters),
  ]);
  return {
    sellerId,
    currency: filters.currency,
    aggregationView: filters.view,
    basis: filters.basis,
    brand: query.brand,
    marketplace: filters.marketplaceId ?? null,
    from: filters.period.from,
    to: filters.period.to,
    ...shapeStatement(groups, filters),
    orderDating,
  };
}

export async function getProfitLoss(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProfitLossQuery,
  today = todayUtc(),
): Promise<TProfitLoss> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return statementFor(db, seller.id, resolveStatementFilters(query, auth, today), query);
}

/**
 * The monthly statement of the Operations Assistant. The plan comes from the
 * caller's organisation, never from the query: a free organisation gets the
 * last 3 complete months whatever period or isFreePlan it sends.
 */
export async function getOperationsProfitLoss(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProfitLossFilters,
  today = todayUtc(),
): Promise<TOperationsProfitLoss & { sellerSlug: string }> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const isLimitedToFreePlan = auth.organization.plan === 'DEFAULT';
  const effective = { ...query, period: isLimitedToFreePlan ? FREE_PLAN_PERIOD : query.period };
  const filters = resolveStatementFilters({ ...effective, aggregationView: 'MONTHLY' }, auth, today);
  const statement = await statementFor(db, seller.id, filters, effective);
  return { ...statement, isLimitedToFreePlan, sellerSlug: seller.slug };
}
