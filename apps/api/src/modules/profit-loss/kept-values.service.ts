// Values computed from a seller's figures, kept in this process and used again while the database
// shows no change that the snapshot they were computed at missed (ADR 0037, ADR 0040): a write to
// the seller's totals, rollups, costs or products, or rates of the days that convert the period.
import { LruMap } from '../../platform/cache/lru-map.ts';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { KEPT_FIGURES_MAX_AGE_MS } from './figure-changes.queries.ts';
import { currentSnapshot, hasUnseenChanges } from './statement-kept.queries.ts';

/** A kept value and the pg_current_snapshot() taken before the queries that computed it. */
export type Kept<T> = { readonly snapshot: string; readonly value: T };

/** What one kind of value keeps: the values with their snapshots, and the computations under way. */
export class KeptValues<T> {
  readonly kept: LruMap<Kept<T>>;
  readonly computing = new Map<string, { snapshot: Promise<string>; value: Promise<T> }>();

  constructor(maxEntries: number) {
    this.kept = new LruMap(maxEntries, { maxAgeMs: KEPT_FIGURES_MAX_AGE_MS });
  }
}

/**
 * The value of `key`: the kept one when still right for this read's snapshot, else computed by
 * `compute` in this read and kept with its snapshot. Call it inside the read's transaction
 * (withReadDeadline), so the check, the snapshot and the sums agree. Reads that arrive while a
 * value is being computed wait for it when its snapshot is right for them too, instead of summing
 * the same rows again (after an import, a page of concurrent reads would otherwise each pay the
 * live cost at once). Callers must not change the value they get: later reads share it.
 */
export async function keptValue<T>(
  store: KeptValues<T>,
  reader: DatabaseReader,
  key: string,
  seller: { sellerId: string; period: { from: string; to: string } },
  compute: () => Promise<T>,
): Promise<T> {
  const isRight = async (snapshot: string) =>
    !(await hasUnseenChanges(reader, seller.sellerId, snapshot, seller.period));
  const entry = store.kept.get(key);
  if (entry && (await isRight(entry.snapshot))) return entry.value;
  const running = store.computing.get(key);
  if (running) {
    // A computation that failed (its own deadline, say) is no answer for this read: compute here.
    const runningSnapshot = await running.snapshot.catch(() => null);
    if (runningSnapshot !== null && (await isRight(runningSnapshot))) return running.value.catch(compute);
    return compute();
  }
  // Registered before any await, so that reads resuming next find it. In a repeatable-read
  // transaction the snapshot taken first is the one the sums are computed at.
  const snapshot = currentSnapshot(reader);
  const value = snapshot.then(() => compute());
  store.computing.set(key, { snapshot, value });
  try {
    const computed = await value;
    store.kept.set(key, { snapshot: await snapshot, value: computed });
    return computed;
  } finally {
    if (store.computing.get(key)?.value === value) store.computing.delete(key);
  }
}
