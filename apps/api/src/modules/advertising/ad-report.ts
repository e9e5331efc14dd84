// The PPC report as a file: one row per campaign and day, every figure, with column headers a
// person reads; amounts and ratios as numbers, text made inert (ADR 0030), like the stock report.
import { AD_PRODUCT_NAMES, type TAdFigures, type TAdProduct } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { toCsv, type CsvCell } from '../../platform/files/spreadsheet-cells.ts';

export interface PpcReportRow {
  day: string;
  marketplaceId: string;
  adProduct: TAdProduct;
  campaignId: string;
  campaignName: string;
  state: string | null;
  source: string;
  figures: TAdFigures;
}

export interface PpcReport {
  sellerSlug: string;
  currency: string;
  from: string;
  to: string;
  rows: PpcReportRow[];
}

type Cell = { text: string | null } | { number: string | number | null };
const text = (value: string | null): Cell => ({ text: value });
const number = (value: string | number | null): Cell => ({ number: value });

const COLUMNS: ReadonlyArray<readonly [string, (row: PpcReportRow, currency: string) => Cell]> = [
  ['Day', (row) => text(row.day)],
  ['Marketplace ID', (row) => text(row.marketplaceId)],
  ['Ad product', (row) => text(AD_PRODUCT_NAMES[row.adProduct])],
  ['Campaign ID', (row) => text(row.campaignId)],
  ['Campaign', (row) => text(row.campaignName)],
  ['State', (row) => text(row.state)],
  ['Currency', (_, currency) => text(currency)],
  ['Spend', (row) => number(row.figures.spend)],
  ['Sales', (row) => number(row.figures.sales)],
  ['Orders', (row) => number(row.figures.orders)],
  ['Units', (row) => number(row.figures.units)],
  ['Impressions', (row) => number(row.figures.impressions)],
  ['Clicks', (row) => number(row.figures.clicks)],
  ['ACoS %', (row) => number(row.figures.acos)],
  ['ROAS', (row) => number(row.figures.roas)],
  ['CPC', (row) => number(row.figures.cpc)],
  ['CTR %', (row) => number(row.figures.ctr)],
  ['CVR %', (row) => number(row.figures.cvr)],
  ['Estimated', (row) => text(row.figures.estimated ? 'Yes' : 'No')],
  ['Source', (row) => text(row.source)],
];

export const PPC_REPORT_HEADER = COLUMNS.map(([header]) => header);

const cellsOf = (row: PpcReportRow, currency: string) => COLUMNS.map(([, cell]) => cell(row, currency));

export function ppcReportCsv(report: PpcReport): string {
  const records = report.rows.map((row) =>
    cellsOf(row, report.currency).map((cell): CsvCell => {
      if ('text' in cell) return cell.text;
      return cell.number === null ? null : { decimal: String(cell.number) };
    }),
  );
  return toCsv([PPC_REPORT_HEADER, ...records]);
}

/** Numbers are number cells so spreadsheets can sum them (2 decimals, far fewer than 15 digits). */
export async function ppcReportXlsx(report: PpcReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PPC report');
  sheet.addRow(PPC_REPORT_HEADER);
  for (const row of report.rows) {
    sheet.addRow(
      cellsOf(row, report.currency).map((cell) =>
        'text' in cell ? cell.text : cell.number === null ? null : Number(cell.number),
      ),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  sheet.addRow([]);
  sheet.addRow([
    `period: ${report.from}..${report.to}`,
    `currency: ${report.currency}`,
    'estimated: attribution of the day may still move, or a demo rate converted it',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function ppcReportFileName(report: Pick<PpcReport, 'sellerSlug' | 'from' | 'to'>, format: 'csv' | 'xlsx') {
  return `ppc-report-${report.sellerSlug}-${report.from}-${report.to}.${format}`;
}
