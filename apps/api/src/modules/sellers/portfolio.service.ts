// The portfolio home's pipeline: the organization's sellers → each one's
// figures for the last two complete months in one currency (kept, or
// converted in SQL exactly as the P&L statement converts, then computed by
// the statement's pure code) → sort over every seller, page, totals → shaped
// rows. A fixed number of queries in one snapshot under one deadline, however
// many sellers the organization has (ADR 0027).
import type { TPortfolio, TPortfolioQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { addMonths, resolvePeriod } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { organizationScopeFor } from '../../platform/tenancy/seller-scope.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import type { KeptFigures } from './portfolio-cache.ts';
import { compareDecimals, compareMissingLast, compareText, type TPortfolioFigureKey } from './portfolio-figures.ts';
import { loadSellerFigures, type PortfolioPeriods } from './portfolio-figures.service.ts';
import { findPortfolioSellers, type PortfolioSellerRow } from './portfolio.queries.ts';
import { shapeSeller, shapeTotals } from './portfolio.serializer.ts';

/**
 * A guard, not a target (the goal is p95 under 100 ms for hundreds of sellers, `npm run
 * bench:portfolio`): room for the first read of a currency after a start, which computes every
 * seller (about 1 s for 300 sellers on PostgreSQL, 8 s on the embedded database). Sellers computed
 * before the deadline are kept, so a read past it is followed by one that answers.
 */
export const PORTFOLIO_READ_DEADLINE_MS = 15_000;

/** The per-seller sums hash in memory rather than sort on disk (JIT is off for every read). */
const READ_SETTINGS = { work_mem: '32MB' } as const;

export function portfolioPeriods(today: string): PortfolioPeriods {
  const month = addMonths(today.slice(0, 7), -1);
  const previousMonth = addMonths(month, -1);
  const resolved = resolvePeriod(`${previousMonth}..${month}`, today);
  if (!resolved.ok) throw new Error(resolved.message);
  return { month, previousMonth, ...resolved.period };
}

interface Row {
  seller: PortfolioSellerRow;
  kept: KeptFigures;
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const openActionsOf = (row: Row) => row.seller.unreconciledSettlements + row.kept.skusWithoutCost;

/** The order asked, then by name and id, so that pages do not overlap whatever ties there are. */
function comparatorOf(query: TPortfolioQuery): (a: Row, b: Row) => number {
  const { sort, direction } = query;
  const sign = direction === 'asc' ? 1 : -1;
  const byFigure = (key: TPortfolioFigureKey) => (a: Row, b: Row) =>
    compareMissingLast(
      a.kept.figures.month?.[key].amount ?? null,
      b.kept.figures.month?.[key].amount ?? null,
      compareDecimals,
      direction,
    );
  const primary: (a: Row, b: Row) => number =
    sort === 'name'
      ? (a, b) => sign * names.compare(a.seller.name, b.seller.name)
      : sort === 'lastDataDate'
        ? (a, b) => compareMissingLast(a.seller.lastLedgerDay, b.seller.lastLedgerDay, compareText, direction)
        : sort === 'openActions'
          ? (a, b) => sign * (openActionsOf(a) - openActionsOf(b))
          : byFigure(sort);
  return (a, b) =>
    primary(a, b) || names.compare(a.seller.name, b.seller.name) || compareText(a.seller.id, b.seller.id);
}

export async function getPortfolio(
  db: Database,
  auth: AuthContext,
  query: TPortfolioQuery,
  today = todayUtc(),
): Promise<TPortfolio> {
  const currency = query.targetCurrency ?? auth.user.defaultCurrencyCode;
  const periods = portfolioPeriods(today);
  const deadline = { ms: PORTFOLIO_READ_DEADLINE_MS, what: 'The portfolio', settings: READ_SETTINGS };
  return withReadDeadline(db, deadline, async (reader, signal) => {
    const sellers = await findPortfolioSellers(reader, organizationScopeFor(auth));
    const figures = await loadSellerFigures(
      reader,
      sellers.map((seller) => seller.id),
      currency,
      periods,
      signal,
    );
    const rows = sellers.flatMap((seller) => {
      const kept = figures.get(seller.id);
      return kept ? [{ seller, kept }] : [];
    });
    rows.sort(comparatorOf(query));
    const start = (query.page - 1) * query.pageSize;
    const pageRows = rows.slice(start, start + query.pageSize);
    return {
      currency,
      periods: { month: periods.month, previousMonth: periods.previousMonth },
      sort: query.sort,
      direction: query.direction,
      page: query.page,
      pageSize: query.pageSize,
      totalCount: rows.length,
      sellers: pageRows.map((row) => shapeSeller(row.seller, row.kept.figures, row.kept.skusWithoutCost)),
      totals: shapeTotals(rows.map((row) => row.kept.figures)),
      pageTotals: shapeTotals(pageRows.map((row) => row.kept.figures)),
    };
  });
}
