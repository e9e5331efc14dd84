// The KPI tiles: the period and the previous period of as many days, each the ads' daily totals
// with the ledger's net sales (TACoS), converted in SQL; the change of each KPI as shown; which
// report's sales the page uses; and how the P&L counts this ad spend (billed by the settlements,
// estimated from the ads reports). One snapshot, one deadline. docs/advertising-metrics.md.
import type { TAdFilters, TAdKpis } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { adKpiChanges } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { decimalOfMinor } from './ad-conversion.queries.ts';
import { previousPeriodOf, resolveAdFilters, scopeOf, type AdScope } from './ad-filters.ts';
import {
  AD_EXPENSES_LINES,
  AD_READ_DEADLINE_MS,
  assertRatesFound,
  figuresOf,
  ledgerStatusTotal,
  ledgerTotalsByBucket,
  negated,
  NET_SALES_LINES,
} from './ad-figures.serializer.ts';
import { findLedgerLineSums } from './ad-ledger.queries.ts';
import { findAdBucketSums } from './ad-metrics.queries.ts';
import { findSalesSources, type SalesSourcesSums } from './ad-sales-sources.queries.ts';

const TOTAL = 'total';

async function readPeriodFigures(reader: DatabaseReader, scope: AdScope, currency: string) {
  const ads = await findAdBucketSums(reader, scope, currency, TOTAL);
  const sales = await findLedgerLineSums(reader, scope, currency, NET_SALES_LINES, TOTAL);
  assertRatesFound(ads.missingRate, sales.missingRate);
  const netSales = ledgerTotalsByBucket(sales.sums).get(TOTAL);
  const zero = decimalOfMinor('0', currency);
  return figuresOf(ads.sums.get(TOTAL), netSales?.amount ?? zero, currency, netSales?.isRateEstimated ?? false);
}

function salesSourcesNote(sums: SalesSourcesSums, currency: string): string {
  const uses = "The page uses the campaign reports' sales.";
  if (sums.days === 0)
    return `${uses} No uploaded search term report covers this period, so there is nothing to compare.`;
  return (
    `${uses} On the ${sums.days} ${sums.days === 1 ? 'day' : 'days'} of the period the uploaded search term reports ` +
    `cover, they attribute ${sums.searchTermReportSales} ${currency} of sales against the campaign reports' ` +
    `${sums.campaignReportSales} ${currency}: the two reports are built differently and never match exactly.`
  );
}

export async function getAdKpis(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TAdFilters,
  today = todayUtc(),
): Promise<TAdKpis> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveAdFilters(query, auth, today);
  const { currency, period } = filters;
  const previousPeriod = previousPeriodOf(period);
  const scope = scopeOf(seller.id, filters);
  const deadline = { ms: AD_READ_DEADLINE_MS, what: 'The advertising KPIs' };
  const read = await withReadDeadline(db, deadline, async (reader) => {
    const current = await readPeriodFigures(reader, scope, currency);
    const previous = await readPeriodFigures(reader, scopeOf(seller.id, filters, previousPeriod), currency);
    const sources = await findSalesSources(reader, scope, currency);
    // The P&L's Amazon ad expenses of the period: seller-wide whatever the ad product.
    const spend = await findLedgerLineSums(reader, scope, currency, AD_EXPENSES_LINES, TOTAL);
    assertRatesFound(sources.missingRate, spend.missingRate);
    return { current, previous, sources: sources.sums, spend: spend.sums };
  });
  const zero = decimalOfMinor('0', currency);
  return {
    sellerId: seller.id,
    currency,
    from: period.from,
    to: period.to,
    previousFrom: previousPeriod.from,
    previousTo: previousPeriod.to,
    current: read.current,
    previous: read.previous,
    changes: adKpiChanges(read.current, read.previous),
    salesSources: {
      used: 'campaign-report',
      campaignReportSales: read.sources.days === 0 ? read.current.sales : read.sources.campaignReportSales,
      searchTermReportSales: read.sources.days === 0 ? null : read.sources.searchTermReportSales,
      note: salesSourcesNote(read.sources, currency),
    },
    // The ledger writes money out as negative amounts; spend is shown positive.
    spendSettlement: {
      billed: negated(ledgerStatusTotal(read.spend, 'final', zero)),
      estimated: negated(ledgerStatusTotal(read.spend, 'estimated', zero)),
    },
  };
}
