// A spreadsheet program runs a CSV cell that starts with =, +, -, @, a tab or a
// carriage return as a formula, so a product title or a file name written by
// anyone could compute, link or call out when the file is opened. A leading
// quote makes such text inert: the program shows it as written, after the
// quote. Only text is touched; numbers are written as numbers (docs/decisions/0030).

const FORMULA_START = /^[=+\-@\t\r]/;

/** `text`, or `'text` when a spreadsheet would take it for a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
