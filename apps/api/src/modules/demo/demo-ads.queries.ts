// The demo seller's advertising (source 'demo'), in one transaction: its campaigns, ad groups,
// targets and product ads, then the daily campaign and ASIN figures of every marketplace through
// the ads daily writer, which skips the days an Ads API connection holds and replaces the demo's
// own rows, so a second run changes nothing. Entities go in as column arrays (unnest); one an API
// sync stored under the same id is kept.
import type { Database } from '@brandlens/db';
import type { DemoAds, DemoAdsCampaign } from '@brandlens/db/demo';
import type { Pool, PoolClient } from 'pg';
import { writeAdDays, type AdDaysBatch, type TAdProduct } from '../amazon-ads/ad-days-writer.queries.ts';

export interface DemoAdsStored {
  campaigns: number;
  campaignDays: number;
  asinDays: number;
}

const ENTITY_TABLES = ['ad_product_ads', 'ad_targets', 'ad_groups', 'ad_campaigns'] as const;

/** $1 seller, then one array per column; every entity row is 'ENABLED' with source 'demo'. */
const insertEntities = (table: string, columns: string[], types: string[]) => `
  insert into ${table} (seller_id, state, source, ${columns.join(', ')})
  select $1, 'ENABLED', 'demo', t.* from unnest(${types.map((type, index) => `$${index + 2}::${type}[]`).join(', ')})
    as t(${columns.join(', ')})
  on conflict do nothing`;

type Column<T> = [name: string, type: string, pick: (row: T) => unknown];

async function insertRows<T>(
  client: PoolClient,
  sellerId: string,
  table: string,
  rows: readonly T[],
  columns: Array<Column<T>>,
): Promise<void> {
  if (rows.length === 0) return;
  const sql = insertEntities(
    table,
    columns.map(([name]) => name),
    columns.map(([, type]) => type),
  );
  await client.query(sql, [sellerId, ...columns.map(([, , pick]) => rows.map(pick))]);
}

const text = <T>(name: string, pick: (row: T) => unknown): Column<T> => [name, 'text', pick];
/** The key every entity row has: its campaign's marketplace, ad product and id. */
const keyColumns = <T extends { campaign: DemoAdsCampaign }>(): Array<Column<T>> => [
  text('marketplace_id', (row) => row.campaign.marketplaceId),
  text('ad_product', (row) => row.campaign.adProduct),
  text('campaign_id', (row) => row.campaign.campaignId),
];

async function writeEntities(client: PoolClient, sellerId: string, campaigns: readonly DemoAdsCampaign[]) {
  for (const table of ENTITY_TABLES)
    await client.query(`delete from ${table} where seller_id = $1 and source = 'demo'`, [sellerId]);
  const rows = campaigns.map((campaign) => ({ campaign }));
  await insertRows(client, sellerId, 'ad_campaigns', rows, [
    ...keyColumns(),
    text('name', (row) => row.campaign.name),
    text('targeting_type', (row) => row.campaign.targetingType),
    ['budget', 'numeric', (row) => row.campaign.dailyBudget],
    text('budget_type', () => 'DAILY'),
    text('currency', (row) => row.campaign.currency),
    ['start_day', 'date', (row) => row.campaign.startDay],
  ]);
  await insertRows(client, sellerId, 'ad_groups', rows, [
    ...keyColumns(),
    text('ad_group_id', (row) => row.campaign.adGroupId),
    text('name', (row) => row.campaign.adGroupName),
    ['default_bid', 'numeric', (row) => row.campaign.defaultBid],
  ]);
  const ads = campaigns.flatMap((campaign) => campaign.ads.map((ad) => ({ campaign, ad })));
  await insertRows(client, sellerId, 'ad_product_ads', ads, [
    ...keyColumns(),
    text('ad_group_id', (row) => row.campaign.adGroupId),
    text('ad_id', (row) => row.ad.adId),
    text('asin', (row) => row.ad.asin),
    text('sku', (row) => row.ad.sku),
  ]);
  const targets = campaigns.flatMap((campaign) => campaign.targets.map((target) => ({ campaign, target })));
  await insertRows(client, sellerId, 'ad_targets', targets, [
    ...keyColumns(),
    text('ad_group_id', (row) => row.campaign.adGroupId),
    text('target_id', (row) => row.target.targetId),
    text('kind', (row) => row.target.kind),
    text('expression', (row) => row.target.expression),
    text('match_type', (row) => row.target.matchType || null),
    ['bid', 'numeric', (row) => row.target.bid],
  ]);
}

/** Replaces the seller's demo advertising with `ads`; returns what was stored. */
export async function replaceDemoAds(db: Database, sellerId: string, ads: DemoAds): Promise<DemoAdsStored> {
  const pool = (db as Database & { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await writeEntities(client, sellerId, ads.campaigns);
    const stored: DemoAdsStored = { campaigns: ads.campaigns.length, campaignDays: 0, asinDays: 0 };
    const marketplaces = [...new Set(ads.campaigns.map((campaign) => campaign.marketplaceId))];
    for (const marketplaceId of marketplaces) {
      const batch = (table: 'campaign' | 'asin', adProducts: TAdProduct[]): AdDaysBatch => ({
        sellerId,
        source: 'demo',
        importId: null,
        scope: { table, marketplaceId, adProducts, fromDay: ads.firstDay, toDay: ads.lastDay },
      });
      const final = { attributionFinal: true };
      const campaigns = await writeAdDays(client, {
        ...batch('campaign', ['SP', 'SB', 'SD']),
        campaigns: ads.campaignDays
          .filter((row) => row.marketplaceId === marketplaceId)
          .map((row) => ({ ...row, ...final })),
      });
      const asins = await writeAdDays(client, {
        ...batch('asin', ['SP', 'SD']),
        asins: ads.asinDays.filter((row) => row.marketplaceId === marketplaceId).map((row) => ({ ...row, ...final })),
      });
      stored.campaignDays += campaigns.rowsStored;
      stored.asinDays += asins.rowsStored;
    }
    await client.query('commit');
    return stored;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
