// Stores a read advertising report in one transaction: its day rows through
// the ads daily writer (which skips the days the Ads API sync holds and
// replaces what earlier uploads held of the report's days), the campaigns and
// ad groups it names, and the import's own figures. An advertised product
// report also gives the campaign days it sums to, for the days no uploaded
// campaign report covers: a campaign report's rows are the campaign figures
// whenever there is one (docs/advertising-uploads.md).
import type { Database } from '@brandlens/db';
import type { Pool, PoolClient } from 'pg';
import { writeAdDays, type AdDaysBatch, type AdDaysScope } from '../amazon-ads/ad-days-writer.queries.ts';
import { BREAKDOWN_KIND, campaignDaysOfAsins, type AdEntities, type AdReportBatches } from './ads-report-batches.ts';
import type { TAdReportType } from './ads-report-columns.ts';

export interface AdReportWrite {
  sellerId: string;
  importId: string;
  type: TAdReportType;
  marketplaceId: string;
  currency: string;
  firstDay: string;
  lastDay: string;
  batches: AdReportBatches;
}

export interface AdReportWritten {
  rowsStored: number;
  /** Days left out because the Ads API sync holds them. */
  daysSkipped: number;
}

const CAMPAIGN_REPORT_DAYS = `
  select distinct d.day::text as day from ad_campaign_daily d join imports i on i.id = d.import_id
  where d.seller_id = $1 and d.marketplace_id = $2 and d.ad_product = 'SP' and d.source = 'upload'
    and d.day between $3::date and $4::date and i.ad_report_type = 'sp-campaigns'`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The runs of consecutive days from `first` to `last` that are not in `held`. */
export function freeRuns(first: string, last: string, held: ReadonlySet<string>): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  let start: string | undefined;
  let previous = first;
  for (let day = first; day <= last; day = nextDay(day)) {
    if (held.has(day)) {
      if (start) runs.push([start, previous]);
      start = undefined;
    } else start ??= day;
    previous = day;
  }
  if (start) runs.push([start, last]);
  return runs;
}

async function upsertEntities(client: PoolClient, write: AdReportWrite, entities: AdEntities): Promise<void> {
  const { sellerId, marketplaceId, currency } = write;
  // Names keyed 'name:…' never meet the sync's numeric ids; a row the sync wrote is left as it is.
  if (entities.campaigns.length > 0) {
    await client.query(
      `insert into ad_campaigns (seller_id, marketplace_id, ad_product, campaign_id, name, currency, state, source)
       select $1, $2, 'SP', t.campaign_id, t.name, $3, null, 'upload'
       from unnest($4::text[], $5::text[]) as t(campaign_id, name)
       on conflict (seller_id, marketplace_id, ad_product, campaign_id) do update
         set name = excluded.name, currency = excluded.currency, updated_at = now()
         where ad_campaigns.source <> 'api'`,
      [
        sellerId,
        marketplaceId,
        currency,
        entities.campaigns.map((campaign) => campaign.campaignId),
        entities.campaigns.map((campaign) => campaign.name),
      ],
    );
  }
  if (entities.adGroups.length > 0) {
    await client.query(
      `insert into ad_groups (seller_id, marketplace_id, ad_product, campaign_id, ad_group_id, name, state, source)
       select $1, $2, 'SP', t.campaign_id, t.ad_group_id, t.name, null, 'upload'
       from unnest($3::text[], $4::text[], $5::text[]) as t(campaign_id, ad_group_id, name)
       on conflict (seller_id, marketplace_id, ad_product, ad_group_id) do update
         set name = excluded.name, campaign_id = excluded.campaign_id, updated_at = now()
         where ad_groups.source <> 'api'`,
      [
        sellerId,
        marketplaceId,
        entities.adGroups.map((group) => group.campaignId),
        entities.adGroups.map((group) => group.adGroupId),
        entities.adGroups.map((group) => group.name),
      ],
    );
  }
}

/** The report's own table, and for an advertised product report the campaign days it sums to. */
async function writeDays(client: PoolClient, write: AdReportWrite): Promise<AdReportWritten> {
  const scope: AdDaysScope = {
    table: 'campaign',
    marketplaceId: write.marketplaceId,
    adProducts: ['SP'],
    fromDay: write.firstDay,
    toDay: write.lastDay,
  };
  const base = { sellerId: write.sellerId, source: 'upload' as const, importId: write.importId };
  const { batches } = write;
  const kind = BREAKDOWN_KIND[write.type];
  let batch: AdDaysBatch;
  if (write.type === 'sp-campaigns') batch = { ...base, scope, campaigns: batches.campaigns };
  else if (write.type === 'sp-advertised-product')
    batch = { ...base, scope: { ...scope, table: 'asin' }, asins: batches.asins };
  else batch = { ...base, scope: { ...scope, table: 'breakdown', kind }, breakdowns: batches.breakdowns };
  const written = await writeAdDays(client, batch);
  if (write.type !== 'sp-advertised-product')
    return { rowsStored: written.rowsStored, daysSkipped: written.daysSkipped };

  const held = await client.query<{ day: string }>(CAMPAIGN_REPORT_DAYS, [
    write.sellerId,
    write.marketplaceId,
    write.firstDay,
    write.lastDay,
  ]);
  const campaignDays = campaignDaysOfAsins(batches.asins);
  const skipped = new Set(written.skippedDays);
  for (const [fromDay, toDay] of freeRuns(write.firstDay, write.lastDay, new Set(held.rows.map((row) => row.day)))) {
    const inRun = campaignDays.filter((row) => row.day >= fromDay && row.day <= toDay);
    const run = await writeAdDays(client, { ...base, scope: { ...scope, fromDay, toDay }, campaigns: inRun });
    for (const day of run.skippedDays) skipped.add(day);
  }
  return { rowsStored: written.rowsStored, daysSkipped: skipped.size };
}

/** Everything in one transaction: nothing of the report is stored unless all of it is. */
export async function storeAdReport(db: Database, write: AdReportWrite): Promise<AdReportWritten> {
  const pool = (db as Database & { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The writer takes this lock too; taken first, the campaign report days read below cannot move.
    await client.query(`select pg_advisory_xact_lock(hashtext('ads:' || $1::text))`, [write.sellerId]);
    const written = await writeDays(client, write);
    await upsertEntities(client, write, write.batches.entities);
    await client.query(
      `update imports set ad_report_type = $2, ad_rows = $3, ad_first_day = $4, ad_last_day = $5, ad_days_skipped = $6
       where id = $1`,
      [write.importId, write.type, written.rowsStored, write.firstDay, write.lastDay, written.daysSkipped],
    );
    await client.query('commit');
    return written;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
