// The ledger side's two queries (converted sums and refunded units), answered
// from the sums kept in this process while nothing they depend on has changed
// (ADR 0039): one small statement checks that, and only a changed seller, a
// new day or changed FX rates run the queries again. Their
// cost grows with the seller's history; the check's does not.
import { keptLedgers, type LedgerQueryResults } from './brand-ledger-cache.ts';
import { findBrandReadState } from './brand-read-state.queries.ts';
import { findBrandLedgerSums, findRefundedUnits } from './brand-ledger.queries.ts';
import type { ValuationWindows } from './valuation-windows.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

/** The days the ledger reads: from the earlier start to the later end of the trailing 12 months and last 30 days. */
export function ledgerSpan(windows: ValuationWindows): { from: string; to: string } {
  const t12 = windows.trailing12Months;
  const last30 = windows.last30Days;
  return {
    from: t12.from < last30.from ? t12.from : last30.from,
    to: t12.to > last30.to ? t12.to : last30.to,
  };
}

export async function loadLedgerQueryResults(
  db: DatabaseReader,
  sellerId: string,
  currency: string,
  windows: ValuationWindows,
  productLines: readonly string[],
): Promise<LedgerQueryResults> {
  const t12 = windows.trailing12Months;
  const last30 = windows.last30Days;
  const span = ledgerSpan(windows);
  const key = `${sellerId}|${currency}|${t12.from}..${t12.to}|${last30.from}..${last30.to}`;
  const kept = keptLedgers.kept.get(key);
  // Taken before the queries below (or in the same statement as the check): a change committed
  // after it is invisible to this snapshot, so the next read recomputes rather than keep sums
  // that miss it.
  const state = await findBrandReadState(db, sellerId, { figures: kept && { snapshot: kept.snapshot, days: span } });
  if (kept && !state.figuresChanged) return kept.value;
  const { sums, missingRates } = await findBrandLedgerSums(db, {
    sellerId,
    targetCurrency: currency,
    trailing12Months: t12,
    last30Days: last30,
    productLines,
  });
  const refunds = await findRefundedUnits(db, sellerId, t12.from, span.to);
  const results = { sums, missingRates, refunds };
  keptLedgers.kept.set(key, { snapshot: state.snapshot, value: results });
  return results;
}
