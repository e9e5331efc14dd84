// The ASIN table: per marketplace × advertised ASIN, the advertised product reports' days converted
// with their day's rates, the net sales of the ASIN's SKUs on the same days from the ledger's
// SKU-level daily rollups (the statement's lines and conversion), and its title and brand.
import { adAsinDaily, adCampaignDaily, catalogItems, ledgerDailyRollups, products, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { rateFactors } from '../profit-loss/rate-factors.queries.ts';
import { containsPattern } from './ad-campaigns.queries.ts';
import {
  adConditions,
  adSumsColumns,
  adSumsOf,
  currenciesToConvert,
  decimalOfMinor,
  factorsJoin,
  findAdCurrencies,
  findLedgerCurrencies,
  isRateEstimated,
  minorOf,
  missingRateIn,
  missingRateOf,
  sumMinor,
  type AdSumsOfAds,
  type AdSumsRow,
  type MissingRate,
} from './ad-conversion.queries.ts';
import type { AdScope } from './ad-filters.ts';

export interface AsinTableRow {
  marketplaceId: string;
  asin: string;
  /** The SKUs the reports advertised it under, comma-separated; null when they name none. */
  sku: string | null;
  title: string | null;
  brand: string | null;
  campaignCount: number;
  /** Net sales of the ASIN's SKUs (decimal, target currency). */
  netSales: string;
  sums: AdSumsOfAds;
}

type Row = AdSumsRow & {
  marketplace_id: string;
  asin: string;
  skus: string | null;
  title: string | null;
  brand: string | null;
  campaign_count: number;
  net_sales: string;
};

/**
 * The rows, and the seller's rows of the net sales lines converted per SKU-level daily sum, as the
 * per-product statement converts them. A SKU belongs to the ASIN the seller's products give it,
 * else to the ASIN the ads reports advertised it under.
 */
export async function findAsinTableRows(
  reader: DatabaseReader,
  scope: AdScope,
  target: string,
  netSalesLines: readonly string[],
  search: string | undefined,
): Promise<{ rows: AsinTableRow[]; missingRate: MissingRate | null }> {
  const ledgerScope = { ...scope, marketplaceId: undefined };
  const currencies = currenciesToConvert(
    target,
    await findAdCurrencies(reader, scope, adAsinDaily),
    await findLedgerCurrencies(reader, ledgerScope),
  );
  const pattern = search === undefined || search.trim() === '' ? null : containsPattern(search.trim());
  const searchCondition =
    pattern === null
      ? sql``
      : sql`where a.asin ilike ${pattern} or coalesce(a.skus, '') ilike ${pattern}
          or coalesce(ci.title, pt.title, '') ilike ${pattern}`;
  const { rows } = await reader.execute<Row>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)},
    ad_rows as materialized (select t.* from ${adAsinDaily} t where ${adConditions(scope)}),
    grouped as (
      select t.marketplace_id, t.asin, ${adSumsColumns(target)},
        count(distinct t.ad_product || ':' || t.campaign_id)::int as campaign_count,
        string_agg(distinct nullif(t.sku, ''), ', ' order by nullif(t.sku, '')) as skus
      from ad_rows t ${factorsJoin} group by t.marketplace_id, t.asin
    ), sku_asins as (
      select distinct on (x.marketplace_id, x.sku) x.marketplace_id, x.sku, x.asin from (
        select p.marketplace_id, p.sku, p.asin, 0 as rank from ${products} p
        where p.seller_id = ${scope.sellerId} and p.asin is not null
          and (exists (select 1 from grouped a where a.marketplace_id = p.marketplace_id and a.asin = p.asin)
            or exists (select 1 from ad_rows r where r.marketplace_id = p.marketplace_id and r.sku = p.sku))
        union all
        select distinct r.marketplace_id, r.sku, r.asin, 1 from ad_rows r where r.sku <> ''
      ) x order by x.marketplace_id, x.sku, x.rank
    ), asin_sales as (
      select s.marketplace_id, s.asin, ${sumMinor(minorOf('amount', target))} as net_sales,
        bool_or(${isRateEstimated(target)}) as rate_estimated, min(${missingRateOf(target)}) as missing_rate
      from ${ledgerDailyRollups} t join sku_asins s on s.marketplace_id = t.marketplace_id and s.sku = t.sku
      ${factorsJoin}
      where t.seller_id = ${scope.sellerId} and t.day between ${scope.from}::date and ${scope.to}::date
        and t.pnl_line = any(${sql.param([...netSalesLines])}::text[])
      group by s.marketplace_id, s.asin
    )
    select a.marketplace_id, a.asin, a.spend, a.sales, a.impressions, a.clicks, a.orders, a.units, a.skus,
      a.campaign_count, a.estimated or coalesce(ns.rate_estimated, false) as estimated,
      least(a.missing_rate, ns.missing_rate) as missing_rate, coalesce(ns.net_sales, '0') as net_sales,
      coalesce(ci.title, pt.title) as title, coalesce(ci.brand, pt.brand) as brand
    from grouped a
    left join asin_sales ns on ns.marketplace_id = a.marketplace_id and ns.asin = a.asin
    left join ${catalogItems} ci on ci.seller_id = ${scope.sellerId} and ci.marketplace_id = a.marketplace_id
      and ci.asin = a.asin
    left join lateral (
      select p.title, p.brand from ${products} p
      where p.seller_id = ${scope.sellerId} and p.marketplace_id = a.marketplace_id and p.asin = a.asin
      order by p.title is null, p.sku limit 1
    ) pt on true
    ${searchCondition}`);
  return {
    rows: rows.map((row) => ({
      marketplaceId: row.marketplace_id,
      asin: row.asin,
      sku: row.skus,
      title: row.title,
      brand: row.brand,
      campaignCount: Number(row.campaign_count),
      netSales: decimalOfMinor(row.net_sales, target),
      sums: adSumsOf(row, target),
    })),
    missingRate: missingRateIn(rows),
  };
}

/** Spend of the campaign days no advertised product report row names (Sponsored Brands, mostly). */
export async function findUnattributedSpend(
  reader: DatabaseReader,
  scope: AdScope,
  target: string,
): Promise<{ spend: string; missingRate: MissingRate | null }> {
  const currencies = currenciesToConvert(target, await findAdCurrencies(reader, scope));
  const { rows } = await reader.execute<{ spend: string; missing_rate: string | null }>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)}
    select ${sumMinor(minorOf('spend', target))} as spend, min(${missingRateOf(target)}) as missing_rate
    from ${adCampaignDaily} t ${factorsJoin}
    where ${adConditions(scope)} and not exists (
      select 1 from ${adAsinDaily} a where a.seller_id = t.seller_id and a.marketplace_id = t.marketplace_id
        and a.ad_product = t.ad_product and a.campaign_id = t.campaign_id and a.day = t.day)`);
  return { spend: decimalOfMinor(rows[0]?.spend ?? null, target), missingRate: missingRateIn(rows) };
}
