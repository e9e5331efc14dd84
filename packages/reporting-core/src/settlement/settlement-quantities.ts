// Quantity cells of flat files (quantity-purchased, and the quantity columns of
// the other Amazon reports): empty, or a whole number.
import { fail, ok, type Parsed } from './parsed-cell.ts';

const NO_QUANTITY: Parsed<number | null> = ok(null);

/** quantity-purchased: empty or a whole number. */
export function parseQuantity(text: string): Parsed<number | null> {
  if (text === '') return NO_QUANTITY;
  const value = text.trim();
  if (value === '') return NO_QUANTITY;
  if (!/^-?\d{1,9}$/.test(value)) return fail(`quantity "${text}" is not a whole number`);
  return ok(Number(value));
}
