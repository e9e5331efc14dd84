// The stock recommendations as a file: one row per row of the page, in the order shown, with
// column headers a person reads; quantities and amounts as numbers, text made inert (ADR 0030).
import type { TStockRecommendation, TStockRecommendations, TStockStatus } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { toCsv, type CsvCell } from '../../platform/files/spreadsheet-cells.ts';

const STATUS_LABELS: Record<TStockStatus, string> = {
  'out-of-stock': 'Out of stock',
  'reorder-now': 'Reorder now',
  'reorder-soon': 'Reorder soon',
  ok: 'OK',
  overstock: 'Overstock',
  'no-sales': 'No sales',
};

type Cell = { text: string | null } | { number: number | string | null };
const text = (value: string | null): Cell => ({ text: value });
const number = (value: number | string | null): Cell => ({ number: value });

/** Each column: its header and its cell of a row. */
const COLUMNS: ReadonlyArray<readonly [string, (row: TStockRecommendation, marketplaces: MarketplaceNames) => Cell]> = [
  ['SKU', (row) => text(row.sku)],
  ['ASIN', (row) => text(row.asin)],
  ['Parent ASIN', (row) => text(row.parentAsin)],
  ['Title', (row) => text(row.title)],
  ['Brand', (row) => text(row.brand)],
  ['Marketplace', (row, names) => text(row.marketplaceId === null ? 'All' : (names.get(row.marketplaceId) ?? null))],
  ['Marketplace ID', (row) => text(row.marketplaceId)],
  ['SKUs', (row) => number(row.skuCount)],
  ['Status', (row) => text(STATUS_LABELS[row.status])],
  ['Stock day', (row) => text(row.stock.day)],
  ['Fulfillable', (row) => number(row.stock.fulfillable)],
  ['Inbound working', (row) => number(row.stock.inboundWorking)],
  ['Inbound shipped', (row) => number(row.stock.inboundShipped)],
  ['Inbound receiving', (row) => number(row.stock.inboundReceiving)],
  ['Reserved', (row) => number(row.stock.reserved)],
  ['Unsellable', (row) => number(row.stock.unsellable)],
  ['Researching', (row) => number(row.stock.researching)],
  ['Total stock', (row) => number(row.stock.total)],
  ['Units per day', (row) => number(row.velocity.unitsPerDay)],
  ['Units sold on in-stock days', (row) => number(row.velocity.unitsSold)],
  ['In-stock days', (row) => number(row.velocity.inStockDays)],
  ['Window days', (row) => number(row.velocity.windowDays)],
  ['Trend', (row) => text(row.velocity.trend)],
  ['Trend %', (row) => number(row.velocity.trendPercent)],
  ['Days of cover', (row) => number(row.daysOfCover)],
  ['Stock-out date', (row) => text(row.stockOutDate)],
  ['Production days', (row) => number(row.leadTime.productionDays)],
  ['Transit days', (row) => number(row.leadTime.transitDays)],
  ['Check-in days', (row) => number(row.leadTime.checkInDays)],
  ['Lead time days', (row) => number(row.leadTime.totalDays)],
  ['Safety stock days', (row) => number(row.leadTime.safetyStockDays)],
  ['Own lead time', (row) => text(row.leadTime.isSkuOverride ? 'Yes' : 'No')],
  ['Safety stock units', (row) => number(row.safetyStockUnits)],
  ['Reorder point', (row) => number(row.reorderPoint)],
  ['Reorder date', (row) => text(row.reorderDate)],
  ['Reorder quantity', (row) => number(row.reorderQuantity)],
  ['Reorder capital', (row) => number(row.reorderCapital?.amount ?? null)],
  ['Capital currency', (row) => text(row.reorderCapital?.currency ?? null)],
];

/** Marketplace id → its domain name (amazon.com), for the Marketplace column. */
export type MarketplaceNames = ReadonlyMap<string, string>;

const cellsOf = (row: TStockRecommendation, names: MarketplaceNames) => COLUMNS.map(([, cell]) => cell(row, names));

export const STOCK_REPORT_HEADER = COLUMNS.map(([header]) => header);

export function stockRecommendationsCsv(report: TStockRecommendations, names: MarketplaceNames): string {
  const records = report.rows.map((row) =>
    cellsOf(row, names).map((cell): CsvCell => {
      if ('text' in cell) return cell.text;
      return cell.number === null ? null : { decimal: String(cell.number) };
    }),
  );
  return toCsv([STOCK_REPORT_HEADER, ...records]);
}

/** Numbers are number cells so spreadsheets can sum them (at most 2 decimals, far fewer than 15 digits). */
export async function stockRecommendationsXlsx(
  report: TStockRecommendations,
  names: MarketplaceNames,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock recommendations');
  sheet.addRow(STOCK_REPORT_HEADER);
  for (const row of report.rows) {
    sheet.addRow(
      cellsOf(row, names).map((cell) =>
        'text' in cell ? cell.text : cell.number === null ? null : Number(cell.number),
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  sheet.addRow([]);
  sheet.addRow([
    `as of: ${report.asOf}`,
    `stock day: ${report.stockDay ?? 'none'}`,
    `velocity window: ${report.windowDays} days`,
    `rows: ${report.aggregation}`,
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function stockReportFileName(slug: string, report: TStockRecommendations, format: 'csv' | 'xlsx'): string {
  return `stock-recommendations-${slug}-${report.asOf}.${format}`;
}
