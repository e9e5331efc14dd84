// The campaign table: per campaign (the campaign reports' days) or per ad group (the advertised
// product reports' days, grouped by ad group), each stored day converted with its day's rates,
// with names, state and budget from the campaign structure the sync or an upload stored.
import { adAsinDaily, adCampaignDaily, adCampaigns, adDailyTotals, adGroups, sql, type SQL } from '@brandlens/db';
import type { TAdProduct } from '@brandlens/contracts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { convertedMinorUnits, rateFactors } from '../profit-loss/rate-factors.queries.ts';
import {
  adConditions,
  adSumsColumns,
  adSumsOf,
  currenciesToConvert,
  decimalOfMinor,
  factorsJoin,
  findAdCurrencies,
  missingRateIn,
  type AdSumsOfAds,
  type AdSumsRow,
  type MissingRate,
} from './ad-conversion.queries.ts';
import type { AdScope } from './ad-filters.ts';

export interface CampaignTableFilter {
  level: 'campaign' | 'ad-group';
  campaignId: string | undefined;
  /** Part of a campaign or ad group name, any case. */
  search: string | undefined;
}

export interface CampaignTableRow {
  marketplaceId: string;
  adProduct: TAdProduct;
  campaignId: string;
  campaignName: string;
  adGroupId: string | null;
  adGroupName: string | null;
  state: string | null;
  targetingType: string | null;
  /** In the target currency, converted at the rate of the row's last day; null when unknown. */
  dailyBudget: string | null;
  source: 'api' | 'upload' | 'demo';
  sums: AdSumsOfAds;
}

type Row = AdSumsRow & {
  marketplace_id: string;
  ad_product: TAdProduct;
  campaign_id: string;
  ad_group_id: string | null;
  campaign_name: string | null;
  ad_group_name: string | null;
  state: string | null;
  targeting_type: string | null;
  budget: string | null;
  source: 'api' | 'upload' | 'demo';
};

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** An uploaded report without campaign ids keys its campaigns 'name:' + the name. */
export const nameFromId = (campaignId: string) => (campaignId.startsWith('name:') ? campaignId.slice(5) : campaignId);

function groupedRows(filter: CampaignTableFilter, scope: AdScope, target: string): SQL {
  const table = filter.level === 'campaign' ? adCampaignDaily : adAsinDaily;
  const adGroup = filter.level === 'campaign' ? sql`null::text` : sql`t.ad_group_id`;
  const campaign = filter.campaignId === undefined ? sql`` : sql`and t.campaign_id = ${filter.campaignId}`;
  return sql`select t.marketplace_id, t.ad_product, t.campaign_id, ${adGroup} as ad_group_id, ${adSumsColumns(target)},
      max(t.day) as last_day, (array_agg(t.source order by t.day desc))[1] as source
    from ${table} t ${factorsJoin}
    where ${adConditions(scope)} ${campaign}
    group by t.marketplace_id, t.ad_product, t.campaign_id, ${adGroup}`;
}

export async function findCampaignTableRows(
  reader: DatabaseReader,
  scope: AdScope,
  target: string,
  filter: CampaignTableFilter,
): Promise<{ rows: CampaignTableRow[]; missingRate: MissingRate | null }> {
  const rowsTable = filter.level === 'campaign' ? adDailyTotals : adAsinDaily;
  const currencies = currenciesToConvert(target, await findAdCurrencies(reader, scope, rowsTable));
  const c = adCampaigns;
  const g = adGroups;
  const isCampaignLevel = filter.level === 'campaign';
  const budget = convertedMinorUnits(sql`c.budget`, sql`c.currency`, target);
  const search =
    filter.search === undefined || filter.search.trim() === ''
      ? sql``
      : sql`where (coalesce(c.name, r.campaign_id) ilike ${containsPattern(filter.search.trim())}
          or coalesce(g.name, '') ilike ${containsPattern(filter.search.trim())})`;
  const { rows } = await reader.execute<Row>(sql`
    with ${rateFactors(currencies, target, scope.from, scope.to)}, grouped as (${groupedRows(filter, scope, target)})
    select r.*, c.name as campaign_name, g.name as ad_group_name, ${isCampaignLevel ? sql`c.state` : sql`g.state`} as state,
      c.targeting_type, ${isCampaignLevel ? sql`b.minor::bigint::text` : sql`null::text`} as budget
    from grouped r
    left join ${c} c on c.seller_id = ${scope.sellerId} and c.marketplace_id = r.marketplace_id
      and c.ad_product = r.ad_product and c.campaign_id = r.campaign_id
    left join ${g} g on g.seller_id = ${scope.sellerId} and g.marketplace_id = r.marketplace_id
      and g.ad_product = r.ad_product and g.ad_group_id = r.ad_group_id
    left join lateral (
      select ${budget} as minor from (select 1) one left join factors f on f.currency = c.currency and f.day = r.last_day
    ) b on true
    ${search}`);
  return {
    rows: rows.map((row) => ({
      marketplaceId: row.marketplace_id,
      adProduct: row.ad_product,
      campaignId: row.campaign_id,
      campaignName: row.campaign_name ?? nameFromId(row.campaign_id),
      adGroupId: row.ad_group_id === null || row.ad_group_id === '' ? null : row.ad_group_id,
      adGroupName: row.ad_group_name,
      state: row.state,
      targetingType: row.targeting_type,
      dailyBudget: row.budget === null ? null : decimalOfMinor(row.budget, target),
      source: row.source,
      sums: adSumsOf(row, target),
    })),
    missingRate: missingRateIn(rows),
  };
}
