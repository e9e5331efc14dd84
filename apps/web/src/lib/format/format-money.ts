// Amounts arrive as exact decimal strings. Intl formats a numeric string as the exact decimal it
// spells, so no digit is lost on the way to the screen.

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string, maximumFractionDigits?: number): Intl.NumberFormat {
  const key = `${currency}:${maximumFractionDigits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const isDecimalString = (value: string): boolean => /^-?\d+(\.\d+)?$/.test(value);

/** '-1234.5' in 'EUR' → '-EUR 1,234.50' (with a no-break space after the code). */
export function formatMoney(amount: string, currency: string, maximumFractionDigits?: number): string {
  if (!isDecimalString(amount)) return `${amount} ${currency}`;
  try {
    return moneyFormatter(currency, maximumFractionDigits).format(amount as Intl.StringNumericLiteral);
  } catch {
    // An unknown currency code: still show the value and the code, never a bare number.
    return `${amount} ${currency}`;
  }
}

/** Unit costs are stored with up to 4 decimals; they are shown as stored, not rounded to cents. */
export const formatUnitCost = (amount: string, currency: string): string => formatMoney(amount, currency, 4);

/** True for '0.00', '-0.00', '0': a difference that reconciles. */
export const isZeroDecimal = (amount: string): boolean => /^-?0+(\.0+)?$/.test(amount);
