// The money an account health problem puts at risk: the seller's net sales of the last full
// calendar month, from the ledger's daily totals (ADR 0014) converted as the P&L converts them,
// so it is the statement's net sales of that month to the cent.
import type { TAccountHealth } from '@brandlens/contracts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { decimalOfMinor } from '../advertising/ad-conversion.queries.ts';
import { assertRatesFound, ledgerTotalsByBucket, NET_SALES_LINES } from '../advertising/ad-figures.serializer.ts';
import { findLedgerLineSums } from '../advertising/ad-ledger.queries.ts';

const TOTAL = 'total';

/** The calendar month before `today`'s (YYYY-MM-DD): its first and last day. */
export function lastFullMonth(today: string): { month: string; from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { month: iso(start).slice(0, 7), from: iso(start), to: iso(end) };
}

export async function readMoneyAtRisk(
  reader: DatabaseReader,
  sellerId: string,
  currency: string,
  today: string,
): Promise<TAccountHealth['moneyAtRisk']> {
  const period = lastFullMonth(today);
  const { sums, missingRate } = await findLedgerLineSums(
    reader,
    { sellerId, from: period.from, to: period.to, marketplaceId: undefined },
    currency,
    NET_SALES_LINES,
    TOTAL,
  );
  assertRatesFound(missingRate);
  const total = ledgerTotalsByBucket(sums).get(TOTAL);
  const hasEstimatedRows = sums.some((sum) => sum.status === 'estimated' && Number(sum.amount) !== 0);
  return {
    ...period,
    currency,
    netSales: total?.amount ?? decimalOfMinor('0', currency),
    estimated: hasEstimatedRows || (total?.isRateEstimated ?? false),
  };
}
