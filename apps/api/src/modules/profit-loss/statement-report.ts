// The statement as a file: one row per line key, one column per month, then the total.
import type { TProfitLoss } from '@brandlens/contracts';
import ExcelJS from 'exceljs';
import { toCsv, type CsvCell } from '../../platform/files/spreadsheet-cells.ts';

export const REPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type TReportFormat = keyof typeof REPORT_CONTENT_TYPES;

interface StatementRow {
  key: string;
  /** One per period, then the total. */
  amounts: string[];
  status: 'estimated' | 'final';
}

function table(statement: TProfitLoss): { header: string[]; rows: StatementRow[] } {
  const rows = statement.lines.map((line): StatementRow => {
    const isEstimated =
      line.total.status === 'estimated' || line.figures.some((figure) => figure.status === 'estimated');
    return {
      key: line.key,
      amounts: [...line.figures.map((figure) => figure.amount), line.total.amount],
      status: isEstimated ? 'estimated' : 'final',
    };
  });
  return { header: ['line', ...statement.periods, 'total', 'status'], rows };
}

/** Amounts as numbers; the key and the status as text, made inert if they could be read as formulas. */
export function statementCsv(statement: TProfitLoss): string {
  const { header, rows } = table(statement);
  const records = rows.map((row): CsvCell[] => [
    row.key,
    ...row.amounts.map((amount) => ({ decimal: amount })),
    row.status,
  ]);
  return toCsv([header, ...records]);
}

/**
 * Amount cells are numbers so that spreadsheets can sum them. An amount of
 * the statement has at most 2 decimals and far fewer than 15 digits, so the
 * number's shortest text is the exact decimal of the statement.
 */
export async function statementXlsx(statement: TProfitLoss): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Profit and loss');
  // Text cells are strings (shared strings in the file), which a spreadsheet never runs as formulas.
  const { header, rows } = table(statement);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow([row.key, ...row.amounts.map(Number), row.status]);
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  sheet.addRow([]);
  sheet.addRow([
    `currency: ${statement.currency}`,
    `from: ${statement.from}`,
    `to: ${statement.to}`,
    `basis: ${statement.basis}`,
  ]);
  const dating = statement.orderDating?.total;
  if (dating) {
    sheet.addRow([
      `rows dated by order date: ${dating.orderDatedRows}`,
      `rows without an order, by posted date: ${dating.withoutOrderRows}`,
      `rows of orders in no orders report, by posted date (estimated): ${dating.fallbackRows}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function reportFileName(slug: string, statement: TProfitLoss, format: TReportFormat): string {
  return `profit-loss-${slug}-${statement.from}-${statement.to}.${format}`;
}
