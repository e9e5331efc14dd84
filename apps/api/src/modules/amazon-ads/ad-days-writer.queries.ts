// Writes the daily figures of an ads report (docs/advertising.md, ADR 0035): one source per
// seller × marketplace × day. The Ads API's rows replace whatever the table holds of their days
// and take those days from an upload; an upload's rows skip the days the API holds. A campaign
// batch keeps ad_daily_totals of its days in step, in the same transaction, under the seller's
// ads lock, so two writers of one seller never interleave. The breakdowns (search terms, targets,
// placements, performance over time) come from uploads only and are kept whatever the API holds.
// Rows go in as column arrays (unnest).
import type { Database } from '@brandlens/db';
import type { Pool, PoolClient } from 'pg';

export type AdSource = 'api' | 'upload' | 'demo';
export type TAdProduct = 'SP' | 'SB' | 'SD';
export interface AdMetricsInput {
  currency: string;
  impressions: number;
  clicks: number;
  /** Decimal strings. */
  spend: string;
  sales: string;
  orders: number;
  units: number;
  attributionFinal: boolean;
}
export interface AdCampaignDayInput extends AdMetricsInput {
  marketplaceId: string;
  adProduct: TAdProduct;
  campaignId: string;
  day: string;
}
export interface AdAsinDayInput extends AdCampaignDayInput {
  adGroupId: string;
  asin: string;
  sku: string;
}
export interface AdBreakdownDayInput extends AdCampaignDayInput {
  kind: 'search-term' | 'targeting' | 'placement' | 'performance';
  adGroupId: string;
  dimension: string;
  matchType: string;
}
export interface AdDaysScope {
  table: 'campaign' | 'asin' | 'breakdown';
  marketplaceId: string;
  adProducts: TAdProduct[];
  kind?: AdBreakdownDayInput['kind'];
  fromDay: string;
  toDay: string;
}
export interface AdDaysBatch {
  sellerId: string;
  source: AdSource;
  importId: string | null;
  scope: AdDaysScope;
  campaigns?: AdCampaignDayInput[];
  asins?: AdAsinDayInput[];
  breakdowns?: AdBreakdownDayInput[];
}
export interface AdDaysResult {
  rowsStored: number;
  daysSkipped: number;
  skippedDays: string[];
}

const TABLES = { campaign: 'ad_campaign_daily', asin: 'ad_asin_daily', breakdown: 'ad_breakdown_daily' } as const;

/** The scope's rows of one table: seller, marketplace, ad products, days (and the breakdown kind). */
const IN_SCOPE = `seller_id = $1 and marketplace_id = $2 and ad_product = any($3::text[]) and day between $4::date and $5::date`;

const API_DAYS = `
  select distinct day::text as day from ad_campaign_daily
  where ${IN_SCOPE} and source = 'api'
  union
  select distinct day::text from ad_asin_daily where ${IN_SCOPE} and source = 'api'`;

const METRIC_COLUMNS = 'currency, impressions, clicks, spend, sales, orders, units, attribution_final';
const METRIC_UNNEST = `$8::text[], $9::bigint[], $10::bigint[], $11::numeric[], $12::numeric[], $13::int[], $14::int[], $15::boolean[]`;

function metricArrays(rows: AdMetricsInput[]): unknown[] {
  return [
    rows.map((row) => row.currency),
    rows.map((row) => row.impressions),
    rows.map((row) => row.clicks),
    rows.map((row) => row.spend),
    rows.map((row) => row.sales),
    rows.map((row) => row.orders),
    rows.map((row) => row.units),
    rows.map((row) => row.attributionFinal),
  ];
}

/** $1 seller, $2 source, $3 import, $4.. the key arrays, then the metric arrays from $8 (keys padded to 4). */
async function insertRows(client: PoolClient, batch: AdDaysBatch, rows: AdCampaignDayInput[]): Promise<void> {
  if (rows.length === 0) return;
  const head = [batch.sellerId, batch.source, batch.importId];
  const base = [
    rows.map((row) => row.marketplaceId),
    rows.map((row) => row.adProduct),
    rows.map((row) => row.campaignId),
    rows.map((row) => row.day),
  ];
  const common = `$4::text[], $5::text[], $6::text[], $7::date[], ${METRIC_UNNEST}`;
  const commonNames = `marketplace_id, ad_product, campaign_id, day, ${METRIC_COLUMNS}`;
  if (batch.scope.table === 'campaign') {
    await client.query(
      `insert into ad_campaign_daily (seller_id, source, import_id, ${commonNames})
       select $1, $2, $3, t.* from unnest(${common}) as t(${commonNames})`,
      [...head, ...base, ...metricArrays(rows)],
    );
    return;
  }
  if (batch.scope.table === 'asin') {
    const asins = rows as AdAsinDayInput[];
    await client.query(
      `insert into ad_asin_daily (seller_id, source, import_id, ${commonNames}, ad_group_id, asin, sku)
       select $1, $2, $3, t.* from unnest(${common}, $16::text[], $17::text[], $18::text[])
         as t(${commonNames}, ad_group_id, asin, sku)`,
      [
        ...head,
        ...base,
        ...metricArrays(rows),
        asins.map((row) => row.adGroupId),
        asins.map((row) => row.asin),
        asins.map((row) => row.sku),
      ],
    );
    return;
  }
  const breakdowns = rows as AdBreakdownDayInput[];
  await client.query(
    `insert into ad_breakdown_daily (seller_id, source, import_id, ${commonNames}, kind, ad_group_id, dimension, match_type)
     select $1, $2, $3, t.* from unnest(${common}, $16::text[], $17::text[], $18::text[], $19::text[])
       as t(${commonNames}, kind, ad_group_id, dimension, match_type)`,
    [
      ...head,
      ...base,
      ...metricArrays(rows),
      breakdowns.map((row) => row.kind),
      breakdowns.map((row) => row.adGroupId),
      breakdowns.map((row) => row.dimension),
      breakdowns.map((row) => row.matchType),
    ],
  );
}

/** ad_daily_totals of the scope's marketplace and days, recomputed from ad_campaign_daily. */
async function refreshDailyTotals(client: PoolClient, sellerId: string, scope: AdDaysScope): Promise<void> {
  const params = [sellerId, scope.marketplaceId, scope.fromDay, scope.toDay];
  const days = 'seller_id = $1 and marketplace_id = $2 and day between $3::date and $4::date';
  await client.query(`delete from ad_daily_totals where ${days}`, params);
  await client.query(
    `insert into ad_daily_totals (seller_id, day, marketplace_id, ad_product, currency, impressions, clicks, spend,
       sales, orders, units, attribution_final)
     select seller_id, day, marketplace_id, ad_product, currency, sum(impressions), sum(clicks), sum(spend),
       sum(sales), sum(orders), sum(units), bool_and(attribution_final)
     from ad_campaign_daily where ${days}
     group by seller_id, day, marketplace_id, ad_product, currency`,
    params,
  );
}

function checkBatch(batch: AdDaysBatch, rows: AdCampaignDayInput[]): void {
  const { scope } = batch;
  if (scope.fromDay > scope.toDay) throw new Error(`ads scope from ${scope.fromDay} after ${scope.toDay}`);
  if (scope.table === 'breakdown' && !scope.kind) throw new Error('a breakdown scope names its kind');
  for (const row of rows) {
    const outside =
      row.marketplaceId !== scope.marketplaceId ||
      !scope.adProducts.includes(row.adProduct) ||
      row.day < scope.fromDay ||
      row.day > scope.toDay ||
      (scope.table === 'breakdown' && (row as AdBreakdownDayInput).kind !== scope.kind);
    if (outside)
      throw new Error(`an ads row (${row.marketplaceId} ${row.adProduct} ${row.day}) is outside its batch's scope`);
  }
}

export async function writeAdDays(client: PoolClient, batch: AdDaysBatch): Promise<AdDaysResult> {
  const { scope, sellerId } = batch;
  const given = batch.campaigns ?? batch.asins ?? batch.breakdowns ?? [];
  checkBatch(batch, given);
  await client.query(`select pg_advisory_xact_lock(hashtext('ads:' || $1::text))`, [sellerId]);
  const scopeParams = [sellerId, scope.marketplaceId, scope.adProducts, scope.fromDay, scope.toDay];
  const kindCondition = scope.table === 'breakdown' ? ' and kind = $6' : '';
  const kindParams = scope.table === 'breakdown' ? [scope.kind] : [];
  let rows = given;
  let skippedDays: string[] = [];
  if (batch.source === 'api') {
    await client.query(`delete from ${TABLES[scope.table]} where ${IN_SCOPE}${kindCondition}`, [
      ...scopeParams,
      ...kindParams,
    ]);
    // The API takes these days: what an upload or the demo held of them goes.
    for (const table of [TABLES.campaign, TABLES.asin])
      await client.query(`delete from ${table} where ${IN_SCOPE} and source <> 'api'`, scopeParams);
  } else {
    // The sync pulls no breakdowns (search terms, targets, placements): uploaded ones never clash with it.
    const held =
      scope.table === 'breakdown' ? { rows: [] } : await client.query<{ day: string }>(API_DAYS, scopeParams);
    const apiDays = new Set(held.rows.map((row) => row.day));
    skippedDays = [...new Set(given.map((row) => row.day).filter((day) => apiDays.has(day)))].sort();
    rows = given.filter((row) => !apiDays.has(row.day));
    await client.query(
      `delete from ${TABLES[scope.table]} where ${IN_SCOPE} and source = $${kindParams.length + 6}${kindCondition}
       and not (day::text = any($${kindParams.length + 7}::text[]))`,
      [...scopeParams, ...kindParams, batch.source, [...apiDays]],
    );
  }
  await insertRows(client, batch, rows);
  // An API batch of any table may have taken uploaded campaign days away.
  if (scope.table === 'campaign' || batch.source === 'api') await refreshDailyTotals(client, sellerId, scope);
  return { rowsStored: rows.length, daysSkipped: skippedDays.length, skippedDays };
}

export async function writeAdDaysInTransaction(db: Database, batch: AdDaysBatch): Promise<AdDaysResult> {
  const pool = (db as Database & { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await writeAdDays(client, batch);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
