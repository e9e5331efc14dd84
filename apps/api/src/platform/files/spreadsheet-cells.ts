// Cells of the CSV files the API writes. A spreadsheet program runs a cell
// that starts with =, +, -, @, a tab or a carriage return as a formula, so text
// from the data (a SKU, a brand, a file name) gets a leading quote there and
// is shown as written. Numbers stay numbers (docs/decisions/0030). XLSX files
// need no quote: their text cells are strings, which a program never runs.

const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** `text`, or `'text` when a spreadsheet would take it for a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell: text, or a decimal written as a number (`{ decimal: '-12.50' }`); null is empty. */
export type CsvCell = string | { decimal: string } | null;

function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  // A number cell holding anything but a plain decimal is text, and treated as text.
  const isNumber = typeof cell !== 'string' && DECIMAL.test(cell.decimal);
  const text = isNumber ? cell.decimal : neutraliseFormula(typeof cell === 'string' ? cell : cell.decimal);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 records, one per row, each ending with `lineEnd`. */
export function toCsv(rows: readonly (readonly CsvCell[])[], lineEnd = '\n'): string {
  return rows.map((row) => `${row.map(csvField).join(',')}${lineEnd}`).join('');
}
