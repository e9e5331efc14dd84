// The P&L statement pipeline: filters → rollups, costs and rates (SQL) →
// per-period inputs and the pure statement (reporting-core) → zero-filled,
// shaped response. docs/profit-loss.md has the definitions.
import {
  ZOperationsProfitLoss,
  ZProfitLoss,
  type TOperationsProfitLoss,
  type TProfitLoss,
  type TProfitLossFilters,
  type TProfitLossQuery,
} from '@brandlens/contracts';
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
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { LruMap } from '../../platform/cache/lru-map.ts';
import { serializeBody, type SerializedBody } from '../../platform/http/serialized-body.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { resolveStatementFilters, todayUtc, type StatementFilters } from './profit-loss-params.ts';
import { fxRateMissing } from './profit-loss.errors.ts';
import { findRollupSums, findUnitCostSums, type DatingCount } from './profit-loss.queries.ts';
import { fromKeptSums, type KeptValue, type StatementSums } from './statement-sums.service.ts';
import { shapeOrderDating, shapeStatement, TOTAL_GROUP } from './statement.serializer.ts';

/** Free plan: the operations statement shows the last 3 complete months only (SPEC §9). */
export const FREE_PLAN_PERIOD = 'last-3-months';

/**
 * Daily sums, unit cost sums and rates of the filter, turned into statement
 * inputs per group of `groupsOf`; `byProduct` keeps marketplace × SKU apart.
 */
export async function loadGroups(
  db: DatabaseReader,
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

interface PeriodGroups {
  groups: Map<string, GroupInputs>;
  dating: DatingCount[] | null;
}

/** What statements made of kept months, with the JSON of their answers once written. */
interface KeptStatement {
  statement: TProfitLoss;
  answers: Map<string, SerializedBody>;
}

/**
 * What was made of kept months, per seller, day and filters (ADR 0037): used again only while the
 * database answers the same fingerprint of those months. About 100 kB (groups) and 300 kB (a
 * 24-month statement with its JSON) each.
 */
const keptGroups = new LruMap<KeptValue<PeriodGroups>>(200);
const keptStatements = new LruMap<KeptValue<KeptStatement>>(200);

function groupsOf(sums: StatementSums, filters: StatementFilters): PeriodGroups {
  try {
    const groups = inputsFromConvertedSums(sums.lines, sums.conversions, {
      targetCurrency: filters.currency,
      totalGroup: TOTAL_GROUP,
    });
    return { groups, dating: sums.dating };
  } catch (error) {
    if (error instanceof FxRateMissingError) throw fxRateMissing(error.currency, error.date);
    throw error;
  }
}

/**
 * Statement inputs per period (months or days of `filters.view`) and TOTAL_GROUP: the database
 * converts each daily sum and sums per period (ADR 0014), from the SKU-less daily totals, or with
 * a brand filter from the SKU-level rollups of the brand's products; complete months come from
 * the kept-ready rows (ADR 0037). The same figures, rates and 422 for a missing rate as
 * loadGroups, which converts day-level rows in JavaScript. On the order basis, also the dating.
 */
export async function loadPeriodGroups(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  today = todayUtc(),
): Promise<PeriodGroups> {
  return fromKeptSums(
    keptGroups,
    `${sellerId}|${today}|${JSON.stringify(filters)}`,
    db,
    sellerId,
    filters,
    today,
    (sums) => groupsOf(sums, filters),
  );
}

async function statementFor(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  query: TProfitLossFilters,
  today: string,
): Promise<KeptStatement> {
  const key = `${sellerId}|${today}|${JSON.stringify(filters)}|${query.brand}`;
  return fromKeptSums(keptStatements, key, db, sellerId, filters, today, (sums) => {
    const { groups, dating } = groupsOf(sums, filters);
    const orderDating = filters.basis === 'order' ? shapeOrderDating(dating ?? [], filters) : null;
    const statement: TProfitLoss = {
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
    return { statement, answers: new Map() };
  });
}

/** The JSON of one answer made of a kept statement, written once per kept statement. */
function answerOf(kept: KeptStatement, variant: string, write: () => SerializedBody): SerializedBody {
  let json = kept.answers.get(variant);
  if (!json) kept.answers.set(variant, (json = write()));
  return json;
}

export async function getProfitLoss(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProfitLossQuery,
  today = todayUtc(),
): Promise<{ body: TProfitLoss; json: SerializedBody }> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const kept = await statementFor(db, seller.id, resolveStatementFilters(query, auth, today), query, today);
  return { body: kept.statement, json: answerOf(kept, 'statement', () => serializeBody(ZProfitLoss, kept.statement)) };
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
): Promise<{ body: TOperationsProfitLoss; json: SerializedBody; sellerSlug: string }> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const isLimitedToFreePlan = auth.organization.plan === 'DEFAULT';
  const effective = { ...query, period: isLimitedToFreePlan ? FREE_PLAN_PERIOD : query.period };
  const filters = resolveStatementFilters({ ...effective, aggregationView: 'MONTHLY' }, auth, today);
  const kept = await statementFor(db, seller.id, filters, effective, today);
  const body = { ...kept.statement, isLimitedToFreePlan };
  const json = answerOf(kept, `operations|${isLimitedToFreePlan}`, () => serializeBody(ZOperationsProfitLoss, body));
  return { body, json, sellerSlug: seller.slug };
}
