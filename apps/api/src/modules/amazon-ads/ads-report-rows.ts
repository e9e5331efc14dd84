// The five daily reports (reporting v3) the sync asks for, and how a report's
// rows become the daily-figure writer's inputs: spend is `cost`, sales, orders
// and units are the attributed ones (7 days for Sponsored Products, which
// report them by window; Sponsored Brands and Display report their own window,
// 14 days, as plain `sales`, `purchases`, `unitsSold`). Rows of one key (two
// ads of one ASIN in an ad group) are summed, in exact decimals.
import { formatDecimal, parseDecimal, rescale } from '@brandlens/reporting-core';
import type { AdAsinDayInput, AdCampaignDayInput, TAdProduct } from './ad-days-writer.queries.ts';
import { AdsReportFileError } from './ads-api.errors.ts';

export const AD_REPORT_TYPES = [
  'spCampaigns',
  'spAdvertisedProduct',
  'sbCampaigns',
  'sdCampaigns',
  'sdAdvertisedProduct',
] as const;
export type TAdReportType = (typeof AD_REPORT_TYPES)[number];

interface AdReportDefinition {
  adProduct: 'SPONSORED_PRODUCTS' | 'SPONSORED_BRANDS' | 'SPONSORED_DISPLAY';
  product: TAdProduct;
  table: 'campaign' | 'asin';
  groupBy: string[];
  columns: string[];
  /** The columns read as sales, orders and units (a fallback name second). */
  sales: readonly string[];
  orders: readonly string[];
  units: readonly string[];
  asin?: string;
  sku?: string;
}

const BASE = ['date', 'campaignId', 'impressions', 'clicks', 'cost'];
const SP = { sales: ['sales7d'], orders: ['purchases7d'], units: ['unitsSoldClicks7d'] } as const;
const OWN_WINDOW = {
  sales: ['sales', 'sales14d'],
  orders: ['purchases', 'purchases14d'],
  units: ['unitsSold', 'unitsSold14d'],
};

export const AD_REPORTS: Record<TAdReportType, AdReportDefinition> = {
  spCampaigns: {
    adProduct: 'SPONSORED_PRODUCTS',
    product: 'SP',
    table: 'campaign',
    groupBy: ['campaign'],
    columns: [...BASE, 'campaignName', 'sales7d', 'purchases7d', 'unitsSoldClicks7d'],
    ...SP,
  },
  spAdvertisedProduct: {
    adProduct: 'SPONSORED_PRODUCTS',
    product: 'SP',
    table: 'asin',
    groupBy: ['advertiser'],
    columns: [...BASE, 'adGroupId', 'advertisedAsin', 'advertisedSku', 'sales7d', 'purchases7d', 'unitsSoldClicks7d'],
    ...SP,
    asin: 'advertisedAsin',
    sku: 'advertisedSku',
  },
  sbCampaigns: {
    adProduct: 'SPONSORED_BRANDS',
    product: 'SB',
    table: 'campaign',
    groupBy: ['campaign'],
    columns: [...BASE, 'campaignName', 'sales', 'purchases', 'unitsSold'],
    ...OWN_WINDOW,
  },
  sdCampaigns: {
    adProduct: 'SPONSORED_DISPLAY',
    product: 'SD',
    table: 'campaign',
    groupBy: ['campaign'],
    columns: [...BASE, 'campaignName', 'sales', 'purchases', 'unitsSold'],
    ...OWN_WINDOW,
  },
  sdAdvertisedProduct: {
    adProduct: 'SPONSORED_DISPLAY',
    product: 'SD',
    table: 'asin',
    groupBy: ['advertiser'],
    columns: [...BASE, 'adGroupId', 'promotedAsin', 'promotedSku', 'sales', 'purchases', 'unitsSold'],
    ...OWN_WINDOW,
    asin: 'promotedAsin',
    sku: 'promotedSku',
  },
};

/** The body of POST /reporting/reports for one report type and window. */
export function reportRequestBody(type: TAdReportType, startDay: string, endDay: string) {
  const definition = AD_REPORTS[type];
  return {
    name: `Brandlens ${type} ${startDay}..${endDay}`,
    startDate: startDay,
    endDate: endDay,
    configuration: {
      adProduct: definition.adProduct,
      groupBy: definition.groupBy,
      columns: definition.columns,
      reportTypeId: type,
      timeUnit: 'DAILY',
      format: 'GZIP_JSON',
    },
  };
}

export interface ReportRowsContext {
  type: TAdReportType;
  marketplaceId: string;
  currency: string;
  startDay: string;
  endDay: string;
  /** Days from this one on are estimated (attribution still moves). */
  estimatedFrom: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONEY_SCALE = 4;

function text(row: Record<string, unknown>, column: string | undefined): string {
  const value = column === undefined ? undefined : row[column];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function first(row: Record<string, unknown>, columns: readonly string[]): unknown {
  return columns.map((column) => row[column]).find((value) => value !== undefined && value !== null);
}

function count(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
  return Number.isFinite(number) ? Math.round(number) : 0;
}

/** A money figure as exact text at the column's scale ('12.3400'); JSON numbers are rounded there once. */
function money(value: unknown): bigint {
  if (typeof value === 'number' && Number.isFinite(value)) return parseDecimal(value.toFixed(MONEY_SCALE)).units;
  if (typeof value === 'string' && value.trim() !== '') return rescale(parseDecimal(value), MONEY_SCALE).units;
  return 0n;
}

interface Sums {
  row: AdAsinDayInput;
  spend: bigint;
  sales: bigint;
}

/** The report's rows as the writer's inputs, one per key; a row without a day or campaign stops the report. */
export function reportRowsToInputs(
  rows: unknown[],
  context: ReportRowsContext,
): AdCampaignDayInput[] | AdAsinDayInput[] {
  const definition = AD_REPORTS[context.type];
  const byKey = new Map<string, Sums>();
  rows.forEach((raw, index) => {
    if (typeof raw !== 'object' || raw === null)
      throw new AdsReportFileError(`${context.type} row ${index + 1} is not an object`);
    const row = raw as Record<string, unknown>;
    const day = text(row, 'date');
    const campaignId = text(row, 'campaignId');
    if (!DAY.test(day) || day < context.startDay || day > context.endDay || !campaignId)
      throw new AdsReportFileError(
        `${context.type} row ${index + 1} has no campaign or a day outside ${context.startDay}..${context.endDay}`,
      );
    const adGroupId = definition.table === 'asin' ? text(row, 'adGroupId') : '';
    const asin = text(row, definition.asin);
    const sku = text(row, definition.sku);
    const key = [campaignId, day, adGroupId, asin, sku].join('\u0000');
    const sums = byKey.get(key) ?? {
      row: {
        marketplaceId: context.marketplaceId,
        adProduct: definition.product,
        campaignId,
        day,
        adGroupId,
        asin,
        sku,
        currency: context.currency,
        impressions: 0,
        clicks: 0,
        spend: '0',
        sales: '0',
        orders: 0,
        units: 0,
        attributionFinal: day < context.estimatedFrom,
      },
      spend: 0n,
      sales: 0n,
    };
    sums.row.impressions += count(row.impressions);
    sums.row.clicks += count(row.clicks);
    sums.row.orders += count(first(row, definition.orders));
    sums.row.units += count(first(row, definition.units));
    sums.spend += money(row.cost);
    sums.sales += money(first(row, definition.sales));
    byKey.set(key, sums);
  });
  const inputs = [...byKey.values()].map(({ row, spend, sales }) => ({
    ...row,
    spend: formatDecimal({ units: spend, scale: MONEY_SCALE }),
    sales: formatDecimal({ units: sales, scale: MONEY_SCALE }),
  }));
  if (definition.table === 'asin') return inputs;
  return inputs.map(({ adGroupId: _adGroupId, asin: _asin, sku: _sku, ...campaign }) => campaign);
}
