// Open to offers and open to funding: what the seller says about a sale or
// funding of the business. Every change is kept with who made it and when;
// the latest change of each signal is its current state (never set: closed).
import type {
  TValuationSignal,
  TValuationSignalChange,
  TValuationSignals,
  TValuationSignalsWithHistory,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import {
  findCurrentSignals,
  findSignalHistory,
  insertSignalChange,
  type SignalChangeRow,
} from './valuation-signals.queries.ts';

export const SIGNAL_HISTORY_LIMIT = 100;

function changedBy(row: SignalChangeRow): string | null {
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return name || row.email;
}

function currentState(rows: SignalChangeRow[]): TValuationSignals {
  const latest = rows.reduce<SignalChangeRow | undefined>(
    (found, row) => (!found || row.changedAt > found.changedAt ? row : found),
    undefined,
  );
  return {
    openToOffers: rows.find((row) => row.signal === 'openToOffers')?.open ?? false,
    openToFunding: rows.find((row) => row.signal === 'openToFunding')?.open ?? false,
    updatedAt: latest ? latest.changedAt.toISOString() : null,
    updatedBy: latest ? changedBy(latest) : null,
  };
}

const toChange = (row: SignalChangeRow): TValuationSignalChange => ({
  signal: row.signal,
  open: row.open,
  changedAt: row.changedAt.toISOString(),
  changedBy: changedBy(row),
});

export async function getValuationSignals(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TValuationSignalsWithHistory> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const [current, history] = await Promise.all([
    findCurrentSignals(db, seller.id),
    findSignalHistory(db, seller.id, SIGNAL_HISTORY_LIMIT),
  ]);
  return { ...currentState(current), history: history.map(toChange) };
}

/** Records the change when it changes something (setting the current value again adds no history). */
export async function setValuationSignal(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  signal: TValuationSignal,
  open: boolean,
): Promise<TValuationSignals> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const before = currentState(await findCurrentSignals(db, seller.id));
  if (before[signal] === open) return before;
  await insertSignalChange(db, { sellerId: seller.id, signal, open, userId: auth.user.id });
  return currentState(await findCurrentSignals(db, seller.id));
}
