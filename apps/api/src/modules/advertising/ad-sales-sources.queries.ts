// Two reports of the same days attribute sales differently: the campaign reports (what the page
// uses) and the uploaded search term reports. Both are compared on the days × marketplaces × ad
// products the search term reports cover, each row converted with its day's rates.
import { adBreakdownDaily, adDailyTotals, and, eq, gte, lte, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { rateFactors } from '../profit-loss/rate-factors.queries.ts';
import {
  adConditions,
  currenciesToConvert,
  decimalOfMinor,
  factorsJoin,
  findAdCurrencies,
  minorOf,
  missingRateIn,
  missingRateOf,
  sumMinor,
  type MissingRate,
} from './ad-conversion.queries.ts';
import type { AdScope } from './ad-filters.ts';

export interface SalesSourcesSums {
  /** Days of the period with search term rows; 0 when none. */
  days: number;
  campaignReportSales: string;
  searchTermReportSales: string;
}

const SEARCH_TERM = 'search-term';

async function findSearchTermCurrencies(reader: DatabaseReader, scope: AdScope): Promise<string[]> {
  const b = adBreakdownDaily;
  const rows = await reader
    .select({ currency: b.currency })
    .from(b)
    .where(and(eq(b.sellerId, scope.sellerId), eq(b.kind, SEARCH_TERM), gte(b.day, scope.from), lte(b.day, scope.to)))
    .groupBy(b.currency);
  return rows.map((row) => row.currency);
}

type Row = { source: 'campaign' | 'search-term'; sales: string; days: string; missing_rate: string | null };

export async function findSalesSources(
  reader: DatabaseReader,
  scope: AdScope,
  target: string,
): Promise<{ sums: SalesSourcesSums; missingRate: MissingRate | null }> {
  const currencies = currenciesToConvert(
    target,
    await findAdCurrencies(reader, scope),
    await findSearchTermCurrencies(reader, scope),
  );
  const { rows } = await reader.execute<Row>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)},
    terms as materialized (
      select t.day, t.marketplace_id, t.ad_product, t.currency, sum(t.sales) as sales
      from ${adBreakdownDaily} t where t.kind = ${SEARCH_TERM} and ${adConditions(scope)}
      group by t.day, t.marketplace_id, t.ad_product, t.currency
    ), campaigns as (
      select t.day, t.currency, sum(t.sales) as sales from ${adDailyTotals} t
      where ${adConditions(scope)} and exists (select 1 from terms s where s.day = t.day
        and s.marketplace_id = t.marketplace_id and s.ad_product = t.ad_product)
      group by t.day, t.currency
    )
    select 'search-term' as source, ${sumMinor(minorOf('sales', target))} as sales,
      count(distinct t.day)::text as days, min(${missingRateOf(target)}) as missing_rate
    from terms t ${factorsJoin}
    union all
    select 'campaign', ${sumMinor(minorOf('sales', target))}, count(distinct t.day)::text,
      min(${missingRateOf(target)})
    from campaigns t ${factorsJoin}`);
  const of = (source: Row['source']) => rows.find((row) => row.source === source);
  return {
    sums: {
      days: Number(of('search-term')?.days ?? 0),
      campaignReportSales: decimalOfMinor(of('campaign')?.sales ?? null, target),
      searchTermReportSales: decimalOfMinor(of('search-term')?.sales ?? null, target),
    },
    missingRate: missingRateIn(rows),
  };
}
