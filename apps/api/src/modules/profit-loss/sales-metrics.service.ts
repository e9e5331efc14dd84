// Units, orders and net sales per period: the statement pipeline for two of its lines, plus order counts.
import type { TProfitLossQuery, TSalesMetrics } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { bucketsOf, computeStatement, EMPTY_STATEMENT_INPUTS } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { resolveStatementFilters, todayUtc } from './profit-loss-params.ts';
import { findOrderCounts } from './statement-rows.queries.ts';
import { loadPeriodGroups } from './profit-loss.service.ts';
import { STATEMENT_READ_DEADLINE_MS } from './statement-sums.service.ts';

export async function getSalesMetrics(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProfitLossQuery,
  today = todayUtc(),
): Promise<TSalesMetrics> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveStatementFilters(query, auth, today);
  const { period } = filters;
  const [{ groups }, orders] = await Promise.all([
    loadPeriodGroups(db, seller.id, filters, today),
    // Order ids are not in the rollups: these counts read ledger rows of the period, under the deadline.
    withReadDeadline(db, { ms: STATEMENT_READ_DEADLINE_MS, what: 'The order counts' }, (reader) =>
      findOrderCounts(
        reader,
        {
          basis: filters.basis,
          sellerId: seller.id,
          from: period.from,
          to: period.to,
          marketplaceId: filters.marketplaceId,
          brand: filters.brand,
        },
        filters.view === 'MONTHLY',
      ),
    ),
  ]);
  return {
    sellerId: seller.id,
    currency: filters.currency,
    aggregationView: filters.view,
    from: period.from,
    to: period.to,
    periods: bucketsOf(period, filters.view).map((bucket) => {
      const statement = computeStatement(groups.get(bucket)?.inputs ?? EMPTY_STATEMENT_INPUTS, filters.currency);
      return {
        period: bucket,
        unitsSold: Number(statement.unitsSold.amount),
        orders: orders.get(bucket) ?? 0,
        netSales: statement.netSales,
      };
    }),
  };
}
