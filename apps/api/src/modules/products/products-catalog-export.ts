// The catalogue as a file: one row per row of the Products page (SKU × marketplace), most net
// sales first, the page's columns with headers a person reads, and the currency, period and
// estimated flag on every row so a CSV explains itself; amounts as numbers, text made inert (ADR 0030).
import type { TCatalogRow, TProductsCatalog } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { toCsv, type CsvCell } from '../../platform/files/spreadsheet-cells.ts';
import type { TReportFormat } from '../profit-loss/statement-report.ts';

/** Marketplace id → its name as the page's marketplace picker shows it. */
export type MarketplaceNames = ReadonlyMap<string, string>;

type Cell = { text: string | null } | { number: string | number | null };
const text = (value: string | null): Cell => ({ text: value });
const number = (value: string | number | null): Cell => ({ number: value });

type Column = readonly [string, (row: TCatalogRow, catalog: TProductsCatalog, names: MarketplaceNames) => Cell];

const COLUMNS: readonly Column[] = [
  ['Title', (row) => text(row.title)],
  ['ASIN', (row) => text(row.asin)],
  ['SKU', (row) => text(row.sku)],
  ['Brand', (row) => text(row.brand)],
  ['Marketplace', (row, _, names) => text(names.get(row.marketplaceId) ?? row.marketplaceId)],
  ['Marketplace ID', (row) => text(row.marketplaceId)],
  ['Currency', (_, catalog) => text(catalog.currency)],
  ['Avg. price', (row) => number(row.price)],
  ['Units', (row) => number(row.unitsSold)],
  ['Net sales', (row) => number(row.netSales)],
  ['CM3', (row) => number(row.contributionMargin3)],
  ['Margin %', (row) => number(row.margin)],
  ['Stock', (row) => number(row.stock)],
  ['BSR', (row) => number(row.bsr)],
  ['BSR category', (row) => text(row.bsrCategory)],
  ['Rating', (row) => number(row.rating)],
  ['Ratings', (row) => number(row.ratingCount)],
  ['Estimated', (row) => text(row.estimated ? 'Yes' : 'No')],
  ['Period from', (_, catalog) => text(catalog.from)],
  ['Period to', (_, catalog) => text(catalog.to)],
];

export const CATALOG_EXPORT_HEADER = COLUMNS.map(([header]) => header);

const cellsOf = (row: TCatalogRow, catalog: TProductsCatalog, names: MarketplaceNames) =>
  COLUMNS.map(([, cell]) => cell(row, catalog, names));

export function catalogCsv(catalog: TProductsCatalog, names: MarketplaceNames): string {
  const records = catalog.rows.map((row) =>
    cellsOf(row, catalog, names).map((cell): CsvCell => {
      if ('text' in cell) return cell.text;
      return cell.number === null ? null : { decimal: String(cell.number) };
    }),
  );
  return toCsv([CATALOG_EXPORT_HEADER, ...records]);
}

/** Numbers are number cells so spreadsheets can sum them (2 decimals, far fewer than 15 digits). */
export async function catalogXlsx(catalog: TProductsCatalog, names: MarketplaceNames): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Product catalogue');
  sheet.addRow(CATALOG_EXPORT_HEADER);
  for (const row of catalog.rows) {
    sheet.addRow(
      cellsOf(row, catalog, names).map((cell) =>
        'text' in cell ? cell.text : cell.number === null ? null : Number(cell.number),
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  sheet.addRow([]);
  sheet.addRow([
    `period: ${catalog.from}..${catalog.to}`,
    `currency: ${catalog.currency}`,
    'estimated: not settled yet, an estimated rate, or a SKU without a cost of goods',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function catalogFileName(sellerSlug: string, catalog: TProductsCatalog, format: TReportFormat): string {
  return `products-catalog-${sellerSlug}-${catalog.from}-${catalog.to}.${format}`;
}
