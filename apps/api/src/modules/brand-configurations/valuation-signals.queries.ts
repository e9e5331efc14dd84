import { asc, desc, eq, users, valuationSignalChanges, type Database } from '@brandlens/db';
import type { TValuationSignal } from '@brandlens/contracts';

export interface SignalChangeRow {
  signal: TValuationSignal;
  open: boolean;
  changedAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const changeColumns = {
  signal: valuationSignalChanges.signal,
  open: valuationSignalChanges.open,
  changedAt: valuationSignalChanges.changedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

/** The latest change of each signal (the current state); a signal never set has no row. */
export async function findCurrentSignals(db: Database, sellerId: string): Promise<SignalChangeRow[]> {
  return db
    .selectDistinctOn([valuationSignalChanges.signal], changeColumns)
    .from(valuationSignalChanges)
    .leftJoin(users, eq(users.id, valuationSignalChanges.changedByUserId))
    .where(eq(valuationSignalChanges.sellerId, sellerId))
    .orderBy(
      asc(valuationSignalChanges.signal),
      desc(valuationSignalChanges.changedAt),
      desc(valuationSignalChanges.id),
    );
}

/** Every change, latest first. */
export async function findSignalHistory(db: Database, sellerId: string, limit: number): Promise<SignalChangeRow[]> {
  return db
    .select(changeColumns)
    .from(valuationSignalChanges)
    .leftJoin(users, eq(users.id, valuationSignalChanges.changedByUserId))
    .where(eq(valuationSignalChanges.sellerId, sellerId))
    .orderBy(desc(valuationSignalChanges.changedAt), desc(valuationSignalChanges.id))
    .limit(limit);
}

export async function insertSignalChange(
  db: Database,
  change: { sellerId: string; signal: TValuationSignal; open: boolean; userId: string },
): Promise<void> {
  await db.insert(valuationSignalChanges).values({
    sellerId: change.sellerId,
    signal: change.signal,
    open: change.open,
    changedByUserId: change.userId,
  });
}
