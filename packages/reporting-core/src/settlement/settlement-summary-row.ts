// The summary row that opens each settlement of a flat file (the line with a
// total-amount): its total, currency and settlement dates. Its dates are read
// at once: unlike posted dates, they are never in a file's short-date order.
import { parseAmount } from './settlement-amounts.ts';
import { parseSettlementDate } from './settlement-dates.ts';
import type { ParsedLine } from './settlement-rows.ts';

export function parseSummary(cell: (name: string) => string, settlementId: string, line: number): ParsedLine {
  const error = (reason: string): ParsedLine => ({ kind: 'error', line, reason });
  const total = parseAmount(cell('total-amount'));
  if (!total.ok) return error(`total-amount: ${total.reason}`);
  const currency = cell('currency').toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return error(`currency "${cell('currency')}" is not a currency code`);
  const dates: Record<'settlement-start-date' | 'settlement-end-date' | 'deposit-date', string | null> = {
    'settlement-start-date': null,
    'settlement-end-date': null,
    'deposit-date': null,
  };
  for (const name of Object.keys(dates) as Array<keyof typeof dates>) {
    const value = cell(name);
    if (value === '') {
      if (name !== 'deposit-date') return error(`${name} is empty on the settlement summary row`);
      continue;
    }
    const parsed = parseSettlementDate(value);
    if (!parsed.ok) return error(`${name}: ${parsed.reason}`);
    dates[name] = parsed.value;
  }
  return {
    kind: 'summary',
    summary: {
      settlementId,
      startDate: dates['settlement-start-date'] ?? '',
      endDate: dates['settlement-end-date'] ?? '',
      depositDate: dates['deposit-date'],
      totalAmount: total.value,
      currency,
      line,
    },
  };
}
