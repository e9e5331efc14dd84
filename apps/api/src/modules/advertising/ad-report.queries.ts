// The PPC report's rows: one per campaign and day of the campaign reports, converted with the day's
// rates, with the campaign's name and state. Rows: campaigns × days of the period (at most 366).
import { adCampaignDaily, adCampaigns, sql } from '@brandlens/db';
import type { TAdProduct } from '@brandlens/contracts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { rateFactors } from '../profit-loss/rate-factors.queries.ts';
import {
  adConditions,
  adSumsColumns,
  adSumsOf,
  currenciesToConvert,
  factorsJoin,
  findAdCurrencies,
  missingRateIn,
  type AdSumsOfAds,
  type AdSumsRow,
  type MissingRate,
} from './ad-conversion.queries.ts';
import type { AdScope } from './ad-filters.ts';

export interface CampaignDayRow {
  day: string;
  marketplaceId: string;
  adProduct: TAdProduct;
  campaignId: string;
  campaignName: string | null;
  state: string | null;
  source: string;
  sums: AdSumsOfAds;
}

type Row = AdSumsRow & {
  day: string;
  marketplace_id: string;
  ad_product: TAdProduct;
  campaign_id: string;
  campaign_name: string | null;
  state: string | null;
  source: string;
};

export async function findCampaignDayRows(
  reader: DatabaseReader,
  scope: AdScope,
  target: string,
): Promise<{ rows: CampaignDayRow[]; missingRate: MissingRate | null }> {
  const currencies = currenciesToConvert(target, await findAdCurrencies(reader, scope));
  const c = adCampaigns;
  const { rows } = await reader.execute<Row>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)}
    select t.day::text as day, t.marketplace_id, t.ad_product, t.campaign_id, t.source, c.name as campaign_name,
      c.state, ${adSumsColumns(target)}
    from ${adCampaignDaily} t ${factorsJoin}
    left join ${c} c on c.seller_id = t.seller_id and c.marketplace_id = t.marketplace_id
      and c.ad_product = t.ad_product and c.campaign_id = t.campaign_id
    where ${adConditions(scope)}
    group by t.day, t.marketplace_id, t.ad_product, t.campaign_id, t.source, c.name, c.state
    order by t.day, t.marketplace_id, t.ad_product, coalesce(c.name, t.campaign_id), t.campaign_id`);
  return {
    rows: rows.map((row) => ({
      day: row.day,
      marketplaceId: row.marketplace_id,
      adProduct: row.ad_product,
      campaignId: row.campaign_id,
      campaignName: row.campaign_name,
      state: row.state,
      source: row.source,
      sums: adSumsOf(row, target),
    })),
    missingRate: missingRateIn(rows),
  };
}
