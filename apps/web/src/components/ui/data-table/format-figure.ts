import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { isDecimalText } from './compare-values';
import type { TDataTableColumnKind } from './data-table.types';

// Intl formats a numeric string as the exact decimal it spells (no float on the way), so the
// screen shows the cents the API sent.

const quantityFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
const percentFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const asNumeric = (value: string) => value.trim() as Intl.StringNumericLiteral;

/** One figure as the screen shows it: money with its currency code, units grouped, percent with '%'. */
export function formatFigure(value: string, kind: TDataTableColumnKind, currency: string | undefined): string {
  if (kind === 'text') return value;
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : value;
  if (!isDecimalText(value)) return value;
  if (kind === 'money')
    return currency ? formatMoney(value.trim(), currency) : quantityFormatter.format(asNumeric(value));
  if (kind === 'percent') return `${percentFormatter.format(asNumeric(value))} %`;
  return quantityFormatter.format(asNumeric(value));
}

/** Below zero ('-0.00' is not). */
export const isNegativeDecimal = (value: string): boolean => /^\s*-/.test(value) && /[1-9]/.test(value);
