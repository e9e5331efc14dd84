// Which Sponsored Products report of the advertising console a header row is,
// and where its columns are. Columns are found by name (case and spacing
// ignored, in any order, extra columns ignored) under the names the console
// has used over time: '7 Day Total Sales' (with its trailing space) or 'Sales',
// 'Spend' or 'Cost', 'Date' or 'Start Date' + 'End Date'. Percent and ratio
// columns (ACoS, CTR, CPC, ...) are never read: the product computes them.
import type { TImport } from '@brandlens/contracts';

export type TAdReportType = NonNullable<TImport['adReportType']>;

export type AdReportField =
  | 'date'
  | 'startDate'
  | 'endDate'
  | 'currency'
  | 'campaign'
  | 'adGroup'
  | 'sku'
  | 'asin'
  | 'searchTerm'
  | 'targeting'
  | 'matchType'
  | 'placement'
  | 'impressions'
  | 'clicks'
  | 'spend'
  | 'sales'
  | 'orders'
  | 'units';

/** The names each field goes by, normalised (lower case, single spaces). */
const NAMES: Record<AdReportField, readonly string[]> = {
  date: ['date'],
  startDate: ['start date'],
  endDate: ['end date'],
  currency: ['currency'],
  campaign: ['campaign name', 'campaign'],
  adGroup: ['ad group name', 'ad group'],
  sku: ['advertised sku'],
  asin: ['advertised asin'],
  searchTerm: ['customer search term'],
  targeting: ['targeting'],
  matchType: ['match type'],
  placement: ['placement'],
  impressions: ['impressions'],
  clicks: ['clicks'],
  spend: ['spend', 'cost'],
  sales: ['7 day total sales', 'sales', 'total sales'],
  orders: ['7 day total orders (#)', '7 day total orders', 'orders', 'total orders'],
  units: ['7 day total units (#)', '7 day total units', 'units', 'total units'],
};

/** The name the messages use for a field: the console's current one. */
export const FIELD_LABELS: Record<AdReportField, string> = {
  date: 'Date',
  startDate: 'Start Date',
  endDate: 'End Date',
  currency: 'Currency',
  campaign: 'Campaign Name',
  adGroup: 'Ad Group Name',
  sku: 'Advertised SKU',
  asin: 'Advertised ASIN',
  searchTerm: 'Customer Search Term',
  targeting: 'Targeting',
  matchType: 'Match Type',
  placement: 'Placement',
  impressions: 'Impressions',
  clicks: 'Clicks',
  spend: 'Spend',
  sales: '7 Day Total Sales',
  orders: '7 Day Total Orders (#)',
  units: '7 Day Total Units (#)',
};

export const AD_REPORT_LABELS: Record<TAdReportType, string> = {
  'sp-campaigns': 'Sponsored Products campaign report',
  'sp-advertised-product': 'Sponsored Products advertised product report',
  'sp-search-term': 'Sponsored Products search term report',
  'sp-targeting': 'Sponsored Products targeting report',
  'sp-placement': 'Sponsored Products placement report',
  'sp-performance': 'Sponsored Products performance over time report',
};

/** Besides a date and the metrics, the columns each report must have to be read. */
const REQUIRED: Record<TAdReportType, readonly AdReportField[]> = {
  'sp-campaigns': ['campaign', 'sales', 'orders', 'units'],
  'sp-advertised-product': ['campaign', 'adGroup', 'asin', 'sales', 'orders', 'units'],
  'sp-search-term': ['campaign', 'adGroup', 'searchTerm', 'sales', 'orders', 'units'],
  'sp-targeting': ['campaign', 'adGroup', 'targeting', 'sales', 'orders', 'units'],
  'sp-placement': ['campaign', 'placement', 'sales', 'orders', 'units'],
  // The performance over time report of some console versions carries no sales columns.
  'sp-performance': [],
};

export type AdReportColumns = Partial<Record<AdReportField, number>>;

export type AdReportHeader =
  { ok: true; type: TAdReportType; columns: AdReportColumns } | { ok: false; reason: string };

export const normaliseHeader = (cell: unknown): string =>
  String(cell ?? '')
    .replace(/^\uFEFF/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();

function locate(header: readonly unknown[]): AdReportColumns {
  const byName = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = normaliseHeader(cell);
    if (name && !byName.has(name)) byName.set(name, index);
  });
  const columns: AdReportColumns = {};
  for (const [field, names] of Object.entries(NAMES) as Array<[AdReportField, readonly string[]]>) {
    const found = names.map((name) => byName.get(name)).find((index) => index !== undefined);
    if (found !== undefined) columns[field] = found;
  }
  return columns;
}

/** The report a header names by its identifying columns, the most specific first. */
function typeOf(columns: AdReportColumns): TAdReportType {
  if (columns.searchTerm !== undefined) return 'sp-search-term';
  if (columns.asin !== undefined || columns.sku !== undefined) return 'sp-advertised-product';
  if (columns.placement !== undefined) return 'sp-placement';
  // A campaign report may name its targeting type 'Targeting' (Automatic, Manual): a targeting report has ad groups.
  if (columns.targeting !== undefined && (columns.adGroup !== undefined || columns.matchType !== undefined))
    return 'sp-targeting';
  if (columns.campaign !== undefined) return 'sp-campaigns';
  return 'sp-performance';
}

/**
 * The report of a header row; undefined when the row is not an advertising report's at all (no
 * Impressions and Clicks columns), so that other readers may try it.
 */
export function readAdReportHeader(header: readonly unknown[]): AdReportHeader | undefined {
  const columns = locate(header);
  if (columns.impressions === undefined || columns.clicks === undefined) return undefined;
  const type = typeOf(columns);
  const missing: string[] = [];
  const hasDate = columns.date !== undefined || (columns.startDate !== undefined && columns.endDate !== undefined);
  if (!hasDate) missing.push('Date (or Start Date and End Date)');
  if (columns.spend === undefined) missing.push('Spend');
  for (const field of REQUIRED[type]) if (columns[field] === undefined) missing.push(FIELD_LABELS[field]);
  if (missing.length > 0) {
    return {
      ok: false,
      reason: `This ${AD_REPORT_LABELS[type]} lacks the column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}. Download the Sponsored Products report again from the advertising console (Reports, time unit Daily) and upload it as it is; Sponsored Brands and Display reports are not read from files.`,
    };
  }
  return { ok: true, type, columns };
}

export const NOT_AN_AD_REPORT =
  'This is not a Sponsored Products report of the advertising console: its first row must hold the report columns (Date, Campaign Name, Impressions, Clicks, Spend, 7 Day Total Sales, ...).';
