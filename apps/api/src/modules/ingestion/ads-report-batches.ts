// Turns the rows of a report into the day rows of the ads tables, keyed as the
// sync keys them. The console's reports carry no ids, so a campaign is keyed
// 'name:' + its name and an ad group 'name:' + campaign + '/' + ad group name.
// Rows sharing a key (a search term matched by two keywords of one ad group)
// are summed, in exact decimals.
import { formatDecimal, parseDecimal, rescale } from '@brandlens/reporting-core';
import type {
  AdAsinDayInput,
  AdBreakdownDayInput,
  AdCampaignDayInput,
  AdMetricsInput,
} from '../amazon-ads/ad-days-writer.queries.ts';
import type { TAdReportType } from './ads-report-columns.ts';
import type { AdReportRow, ParsedAdReport } from './ads-report-rows.ts';

export type BreakdownKind = AdBreakdownDayInput['kind'];

export const BREAKDOWN_KIND: Partial<Record<TAdReportType, BreakdownKind>> = {
  'sp-search-term': 'search-term',
  'sp-targeting': 'targeting',
  'sp-placement': 'placement',
  'sp-performance': 'performance',
};

export interface AdEntities {
  campaigns: Array<{ campaignId: string; name: string }>;
  adGroups: Array<{ campaignId: string; adGroupId: string; name: string }>;
}

export interface AdReportBatches {
  campaigns: AdCampaignDayInput[];
  asins: AdAsinDayInput[];
  breakdowns: AdBreakdownDayInput[];
  entities: AdEntities;
}

export const campaignKey = (campaignName: string) => (campaignName ? `name:${campaignName}` : '');
export const adGroupKey = (campaignName: string, adGroupName: string) =>
  adGroupName ? `name:${campaignName}/${adGroupName}` : '';

const SCALE = 4;
const addAmounts = (left: string, right: string) =>
  formatDecimal({
    units: rescale(parseDecimal(left), SCALE).units + rescale(parseDecimal(right), SCALE).units,
    scale: SCALE,
  });

/** Sums rows of one key into the first: counts added, amounts in exact decimals. */
function addMetrics<T extends AdMetricsInput>(into: T, row: AdMetricsInput): void {
  into.impressions += row.impressions;
  into.clicks += row.clicks;
  into.orders += row.orders;
  into.units += row.units;
  into.spend = addAmounts(into.spend, row.spend);
  into.sales = addAmounts(into.sales, row.sales);
  into.attributionFinal &&= row.attributionFinal;
}

/** Rows summed per key, in the order their keys first appear. */
function sumByKey<T extends AdMetricsInput>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    const held = byKey.get(key);
    if (held) addMetrics(held, row);
    else byKey.set(key, { ...row, spend: addAmounts(row.spend, '0'), sales: addAmounts(row.sales, '0') });
  }
  return [...byKey.values()];
}

export interface BatchPlace {
  marketplaceId: string;
  currency: string;
  /** Days from this one on are marked estimated: their attribution still moves, as the sync marks them. */
  estimatedFromDay: string;
}

function campaignDay(row: AdReportRow, place: BatchPlace): AdCampaignDayInput {
  return {
    marketplaceId: place.marketplaceId,
    adProduct: 'SP',
    campaignId: campaignKey(row.campaignName),
    day: row.day,
    currency: place.currency,
    impressions: row.impressions,
    clicks: row.clicks,
    spend: row.spend,
    sales: row.sales,
    orders: row.orders,
    units: row.units,
    attributionFinal: row.day < place.estimatedFromDay,
  };
}

const campaignDayKey = (row: AdCampaignDayInput) => `${row.campaignId}\u0000${row.day}`;

/** The campaign days an advertised product report sums to (for days no campaign report covers). */
export const campaignDaysOfAsins = (asins: readonly AdAsinDayInput[]): AdCampaignDayInput[] =>
  sumByKey(
    asins.map(({ adGroupId: _adGroupId, asin: _asin, sku: _sku, ...campaign }) => campaign),
    campaignDayKey,
  );

function entitiesOf(rows: readonly AdReportRow[]): AdEntities {
  const campaigns = new Map<string, string>();
  const adGroups = new Map<string, { campaignId: string; adGroupId: string; name: string }>();
  for (const row of rows) {
    if (!row.campaignName) continue;
    const campaignId = campaignKey(row.campaignName);
    campaigns.set(campaignId, row.campaignName);
    if (row.adGroupName) {
      const adGroupId = adGroupKey(row.campaignName, row.adGroupName);
      adGroups.set(adGroupId, { campaignId, adGroupId, name: row.adGroupName });
    }
  }
  return {
    campaigns: [...campaigns].map(([campaignId, name]) => ({ campaignId, name })),
    adGroups: [...adGroups.values()],
  };
}

/** The day rows of the report's table (campaign, ASIN or breakdown), summed per key, and what they name. */
export function batchesOf(report: ParsedAdReport, place: BatchPlace): AdReportBatches {
  const batches: AdReportBatches = { campaigns: [], asins: [], breakdowns: [], entities: entitiesOf(report.rows) };
  const kind = BREAKDOWN_KIND[report.type];
  if (report.type === 'sp-campaigns') {
    batches.campaigns = sumByKey(
      report.rows.map((row) => campaignDay(row, place)),
      campaignDayKey,
    );
  } else if (report.type === 'sp-advertised-product') {
    const asins = report.rows.map((row): AdAsinDayInput => ({
      ...campaignDay(row, place),
      adGroupId: adGroupKey(row.campaignName, row.adGroupName),
      asin: row.asin,
      sku: row.sku,
    }));
    batches.asins = sumByKey(asins, (row) =>
      [row.campaignId, row.adGroupId, row.asin, row.sku, row.day].join('\u0000'),
    );
  } else if (kind) {
    const breakdowns = report.rows.map((row): AdBreakdownDayInput => ({
      ...campaignDay(row, place),
      kind,
      adGroupId: adGroupKey(row.campaignName, row.adGroupName),
      dimension: row.dimension,
      matchType: row.matchType,
    }));
    batches.breakdowns = sumByKey(breakdowns, (row) =>
      [row.campaignId, row.adGroupId, row.dimension, row.matchType, row.day].join('\u0000'),
    );
  }
  return batches;
}
