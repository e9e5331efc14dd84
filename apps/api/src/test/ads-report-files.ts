// Sponsored Products reports as the advertising console downloads them, for
// tests: the console's column names in its order (with the trailing spaces of
// '7 Day Total Sales ' and the ratio columns the importer ignores), CSV text
// in the US or a European locale, and XLSX workbooks written with exceljs.
import ExcelJS from 'exceljs';
import type { TAdReportType } from '../modules/ingestion/ads-report-columns.ts';

export interface AdFixtureRow {
  /** YYYY-MM-DD; with `summary`, the start of the row's range. */
  day: string;
  /** With `summary`: the end of the row's range (default: `day`). */
  endDay?: string;
  campaign?: string;
  adGroup?: string;
  sku?: string;
  asin?: string;
  searchTerm?: string;
  targeting?: string;
  matchType?: string;
  placement?: string;
  currency?: string;
  impressions: number;
  clicks: number;
  /** Decimal strings with a point ('1234.5'), or any text written as it is (a bad cell). */
  spend: string;
  sales: string;
  orders: number;
  units: number;
}

const RATIOS = ['Click-Thru Rate (CTR)', 'Cost Per Click (CPC)'];
const RETURNS = ['Total Advertising Cost of Sales (ACOS) ', 'Total Return on Advertising Spend (ROAS)'];
const SEVEN_DAY = ['7 Day Total Sales ', ...RETURNS, '7 Day Total Orders (#)', '7 Day Total Units (#)'];
const SKU_SPLIT = [
  '7 Day Conversion Rate',
  '7 Day Advertised SKU Units (#)',
  '7 Day Other SKU Units (#)',
  '7 Day Advertised SKU Sales ',
  '7 Day Other SKU Sales ',
];
const HEAD = ['Date', 'Portfolio name', 'Currency', 'Campaign Name'];

/** The columns of each report, as the console names and orders them. */
export const AD_REPORT_COLUMNS: Record<TAdReportType, string[]> = {
  'sp-campaigns': [
    ...HEAD,
    'Status',
    'Retailer',
    'Country',
    'Targeting Type',
    'Bidding strategy',
    'Budget Amount',
    'Impressions',
    'Top-of-search Impression Share',
    'Clicks',
    'Click-Thru Rate (CTR)',
    'Spend',
    'Cost Per Click (CPC)',
    ...SEVEN_DAY,
  ],
  'sp-advertised-product': [
    ...HEAD,
    'Ad Group Name',
    'Retailer',
    'Country',
    'Advertised SKU',
    'Advertised ASIN',
    'Impressions',
    'Clicks',
    ...RATIOS,
    'Spend',
    ...SEVEN_DAY,
    ...SKU_SPLIT,
  ],
  'sp-search-term': [
    ...HEAD,
    'Ad Group Name',
    'Retailer',
    'Country',
    'Targeting',
    'Match Type',
    'Customer Search Term',
    'Impressions',
    'Clicks',
    ...RATIOS,
    'Spend',
    ...SEVEN_DAY,
    ...SKU_SPLIT,
  ],
  'sp-targeting': [
    ...HEAD,
    'Ad Group Name',
    'Retailer',
    'Country',
    'Targeting',
    'Match Type',
    'Impressions',
    'Top-of-search Impression Share',
    'Clicks',
    ...RATIOS,
    'Spend',
    ...RETURNS,
    '7 Day Total Sales ',
    '7 Day Total Orders (#)',
    '7 Day Total Units (#)',
    ...SKU_SPLIT,
  ],
  'sp-placement': [
    ...HEAD,
    'Retailer',
    'Country',
    'Bidding strategy',
    'Placement',
    'Impressions',
    'Clicks',
    'Cost Per Click (CPC)',
    'Spend',
    ...SEVEN_DAY,
  ],
  'sp-performance': ['Date', 'Currency', 'Impressions', 'Clicks', ...RATIOS, 'Spend', ...SEVEN_DAY],
};

export interface AdFixtureFormat {
  /** 'us-text' Nov 01, 2026; 'iso' 2026-11-01; 'us-slash' 11/01/2026; 'eu-slash' 01/11/2026; 'de' 01.11.2026. */
  dates: 'us-text' | 'iso' | 'us-slash' | 'eu-slash' | 'de';
  /** ',' writes 1.234,56 (German), '.' writes 1,234.56. */
  decimal: '.' | ',';
  /** Written before ('$') or after (' €') amounts; none by default. */
  symbol?: { text: string; after: boolean };
  currency: string;
  /** Start Date and End Date instead of Date (the time unit Summary, or Daily in some versions). */
  summary?: boolean;
}

export const US_FORMAT: AdFixtureFormat = {
  dates: 'us-text',
  decimal: '.',
  symbol: { text: '$', after: false },
  currency: 'USD',
};
export const DE_FORMAT: AdFixtureFormat = {
  dates: 'de',
  decimal: ',',
  symbol: { text: ' €', after: true },
  currency: 'EUR',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function writeDay(day: string, dates: AdFixtureFormat['dates']): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  if (dates === 'us-text') return `${MONTHS[Number(month) - 1]} ${date}, ${year}`;
  if (dates === 'us-slash') return `${month}/${date}/${year}`;
  if (dates === 'eu-slash') return `${date}/${month}/${year}`;
  if (dates === 'de') return `${date}.${month}.${year}`;
  return day;
}

/** '1234.5' → '$1,234.50' or '1.234,50 €'; anything that is not a plain decimal is written as it is. */
export function writeAmount(amount: string, format: AdFixtureFormat): string {
  if (!/^\d+(\.\d+)?$/.test(amount)) return amount;
  const [whole = '0', fraction = ''] = amount.split('.');
  const group = format.decimal === ',' ? '.' : ',';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const text = `${grouped}${format.decimal}${fraction.padEnd(2, '0')}`;
  if (!format.symbol) return text;
  return format.symbol.after ? `${text}${format.symbol.text}` : `${format.symbol.text}${text}`;
}

/** The row's value under each column; ratio columns get a figure the importer must ignore. */
function cellsOf(row: AdFixtureRow, columns: readonly string[], format: AdFixtureFormat): Record<string, string> {
  return {
    Date: writeDay(row.day, format.dates),
    'Start Date': writeDay(row.day, format.dates),
    'End Date': writeDay(row.endDay ?? row.day, format.dates),
    'Portfolio name': 'Not grouped',
    Currency: row.currency ?? format.currency,
    'Campaign Name': row.campaign ?? '',
    'Ad Group Name': row.adGroup ?? '',
    Retailer: 'Amazon',
    Country: 'Whatever the console writes',
    Status: 'ENABLED',
    'Targeting Type': 'MANUAL',
    'Bidding strategy': 'Dynamic bids - down only',
    'Budget Amount': writeAmount('50', format),
    'Advertised SKU': row.sku ?? '',
    'Advertised ASIN': row.asin ?? '',
    Targeting: row.targeting ?? '',
    'Match Type': row.matchType ?? '',
    'Customer Search Term': row.searchTerm ?? '',
    Placement: row.placement ?? '',
    Impressions: String(row.impressions),
    Clicks: String(row.clicks),
    Spend: writeAmount(row.spend, format),
    '7 Day Total Sales ': writeAmount(row.sales, format),
    '7 Day Total Orders (#)': String(row.orders),
    '7 Day Total Units (#)': String(row.units),
    ...Object.fromEntries(
      columns.filter((name) => /Rate|Cost Per|ACOS|ROAS|Share|SKU /.test(name)).map((name) => [name, '12.34%']),
    ),
  };
}

const csvField = (text: string, delimiter: string) =>
  text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

function headerOf(type: TAdReportType, format: AdFixtureFormat): string[] {
  const columns = AD_REPORT_COLUMNS[type];
  return format.summary ? columns.flatMap((name) => (name === 'Date' ? ['Start Date', 'End Date'] : [name])) : columns;
}

/** A report as CSV text: comma separated in the US format, semicolon separated with a decimal comma. */
export function adReportCsv(type: TAdReportType, rows: readonly AdFixtureRow[], format: AdFixtureFormat): string {
  const delimiter = format.decimal === ',' ? ';' : ',';
  const columns = headerOf(type, format);
  const lines = [
    columns,
    ...rows.map((row) => {
      const cells = cellsOf(row, columns, format);
      return columns.map((name) => cells[name] ?? '');
    }),
  ];
  return lines.map((cells) => cells.map((cell) => csvField(cell, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
}

/**
 * A report as an XLSX workbook, as the console writes one: counts and amounts are number cells
 * (unless a fixture row writes a bad one as text), dates are date cells with `dateCells`, else text.
 */
export async function adReportXlsx(
  type: TAdReportType,
  rows: readonly AdFixtureRow[],
  format: AdFixtureFormat,
  options: { dateCells?: boolean } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sponsored Product Report');
  const columns = headerOf(type, format);
  sheet.addRow(columns);
  const numbers: Record<string, (row: AdFixtureRow) => number | string> = {
    Impressions: (row) => row.impressions,
    Clicks: (row) => row.clicks,
    Spend: (row) => (/^\d+(\.\d+)?$/.test(row.spend) ? Number(row.spend) : row.spend),
    '7 Day Total Sales ': (row) => (/^\d+(\.\d+)?$/.test(row.sales) ? Number(row.sales) : row.sales),
    '7 Day Total Orders (#)': (row) => row.orders,
    '7 Day Total Units (#)': (row) => row.units,
  };
  for (const row of rows) {
    const cells = cellsOf(row, columns, format);
    const dates: Record<string, string> = { Date: row.day, 'Start Date': row.day, 'End Date': row.endDay ?? row.day };
    sheet.addRow(
      columns.map((name) => {
        const day = dates[name];
        if (day && options.dateCells) return new Date(`${day}T00:00:00Z`);
        return numbers[name]?.(row) ?? cells[name] ?? '';
      }),
    );
  }
  if (options.dateCells)
    for (const name of ['Date', 'Start Date', 'End Date']) {
      const index = columns.indexOf(name);
      if (index >= 0) sheet.getColumn(index + 1).numFmt = 'yyyy-mm-dd';
    }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
