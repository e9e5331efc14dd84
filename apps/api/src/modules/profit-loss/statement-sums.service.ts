// The statement's converted sums for a period (ADR 0037): complete months from the kept-ready
// rows still right for this read, the rest (edge days, months not kept or outdated) computed live
// by the statement's SQL in the same snapshot, and the months so computed kept for the next read.
import type { Database } from '@brandlens/db';
import type { ConversionLegs, ConvertedLineSum } from '@brandlens/reporting-core';
import type { LruMap } from '../../platform/cache/lru-map.ts';
import { withPoolDeadline, withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { StatementFilters } from './profit-loss-params.ts';
import { completeMonths, uncoveredRanges, type DayRange } from './statement-months.ts';
import { findConvertedPeriodSums } from './converted-sums.queries.ts';
import { findOrderDatingCounts, type DatingCount } from './profit-loss.queries.ts';
import {
  currentSnapshot,
  findKeptMonths,
  findValidKeptMonths,
  storeKeptMonths,
  type KeptScope,
  type MonthSums,
} from './statement-kept.queries.ts';

/** How long a statement read may take before it answers 503. */
export const STATEMENT_READ_DEADLINE_MS = 15_000;

export interface StatementSums {
  lines: ConvertedLineSum[];
  conversions: ConversionLegs[];
  /** Order basis: rows per day and day source; null on the posted basis. */
  dating: DatingCount[] | null;
}

async function computeRange(reader: DatabaseReader, filters: StatementFilters, sellerId: string, range: DayRange) {
  const filter = {
    basis: filters.basis,
    sellerId,
    from: range.from,
    to: range.to,
    marketplaceId: filters.marketplaceId,
    brand: filters.brand,
  };
  const [sums, dating] = await Promise.all([
    findConvertedPeriodSums(reader, {
      ...filter,
      targetCurrency: filters.currency,
      monthly: filters.view === 'MONTHLY',
    }),
    filters.basis === 'order' ? findOrderDatingCounts(reader, filter) : Promise.resolve(null),
  ]);
  return { ...sums, dating };
}

/** Splits the sums of a live range into those of its months listed in `months` (groups are YYYY-MM or YYYY-MM-DD). */
function monthsOf(sums: StatementSums, range: DayRange, months: ReadonlySet<string>): MonthSums[] {
  const byMonth = new Map<string, MonthSums>();
  const monthFor = (group: string) => {
    const month = `${group.slice(0, 7)}-01`;
    if (!months.has(month)) return undefined;
    let entry = byMonth.get(month);
    if (!entry) byMonth.set(month, (entry = { month, lines: [], conversions: [], dating: sums.dating ? [] : null }));
    return entry;
  };
  for (const line of sums.lines) monthFor(line.group)?.lines.push(line);
  for (const legs of sums.conversions) monthFor(legs.group)?.conversions.push(legs);
  for (const count of sums.dating ?? []) monthFor(count.day)?.dating?.push(count);
  // A month of the range with nothing in it is kept too: it is known to be empty.
  for (const month of months) if (month >= range.from && month <= range.to) monthFor(month);
  return [...byMonth.values()];
}

/** Sums read or computed, or `reused` when they are those of the fingerprint the caller knows. */
export type LoadedSums = { reused: true } | (StatementSums & { reused: false; fingerprint: string | null });

/**
 * The statement's sums of `filters` for one seller, under the statement's read deadline. When
 * the whole period is made of kept months, `fingerprint` names them (month and snapshot of each):
 * a caller that kept what it made of the sums with that fingerprint passes it as `known`, and gets
 * `reused` without the sums being read. Months computed live are kept afterwards; failing to keep
 * them does not fail the read.
 */
export async function loadStatementSums(
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  today: string,
  options: { known?: string | undefined; onKeepFailed?: (error: unknown) => void } = {},
): Promise<LoadedSums> {
  const scope: KeptScope = {
    sellerId,
    basis: filters.basis,
    marketplaceId: filters.marketplaceId ?? '',
    brand: filters.brand ?? '',
    currency: filters.currency,
    view: filters.view,
  };
  const { from, to } = filters.period;
  const wanted = completeMonths(from, to, today);
  const deadline = { ms: STATEMENT_READ_DEADLINE_MS, what: 'The statement' };
  /** Names the kept months when they make the whole period (month and snapshot of each), else null. */
  const fingerprintOf = (valid: Map<string, string>) =>
    uncoveredRanges(from, to, new Set(valid.keys())).length === 0
      ? wanted.map((month) => `${month}@${valid.get(month) ?? ''}`).join(',')
      : null;
  if (options.known !== undefined) {
    // The common case under load: the caller holds what it made of kept months. One statement
    // (one snapshot of its own) tells whether they still hold, without the transaction, its
    // settings and its commit that computing months needs.
    const valid = await withPoolDeadline(db, deadline, (reader) => findValidKeptMonths(reader, scope, wanted));
    if (fingerprintOf(valid) === options.known) return { reused: true };
  }
  const read = await withReadDeadline(db, deadline, async (reader, signal) => {
    const valid = await findValidKeptMonths(reader, scope, wanted);
    const keptMonths = new Set(valid.keys());
    const ranges = uncoveredRanges(from, to, keptMonths);
    const fingerprint = fingerprintOf(valid);
    if (fingerprint !== null && fingerprint === options.known) return { reused: true as const };
    const kept = await findKeptMonths(reader, scope, [...keptMonths]);
    const live: (StatementSums & { range: DayRange })[] = [];
    for (const range of ranges) {
      if (signal.aborted) break;
      live.push({ ...(await computeRange(reader, filters, sellerId, range)), range });
    }
    const toKeep = new Set(wanted.filter((month) => !keptMonths.has(month)));
    const snapshot = toKeep.size > 0 ? await currentSnapshot(reader) : '';
    return { reused: false as const, kept, live, toKeep, snapshot, fingerprint };
  });
  if (read.reused) return read;
  const merged: StatementSums = {
    lines: read.kept.flatMap((month) => month.lines),
    conversions: read.kept.flatMap((month) => month.conversions),
    dating: filters.basis === 'order' ? read.kept.flatMap((month) => month.dating ?? []) : null,
  };
  for (const part of read.live) {
    merged.lines.push(...part.lines);
    merged.conversions.push(...part.conversions);
    if (merged.dating && part.dating) merged.dating.push(...part.dating);
  }
  if (read.toKeep.size > 0) {
    // In key order, so that two reads keeping the same months lock their rows in the same order.
    const months = read.live
      .flatMap((part) => monthsOf(part, part.range, read.toKeep))
      .sort((a, b) => (a.month < b.month ? -1 : 1));
    await storeKeptMonths(db, scope, read.snapshot, months).catch(options.onKeepFailed ?? (() => undefined));
  }
  return { ...merged, reused: false, fingerprint: read.fingerprint };
}

/** A value made of kept months, with their fingerprint. */
export interface KeptValue<T> {
  fingerprint: string;
  value: T;
}

/**
 * A value made of the statement's sums, kept in this process under `key` while the database
 * answers the same fingerprint of the kept months it was made of (ADR 0037); made again
 * otherwise. Values of periods with live parts (a cut month, the current month) are not kept.
 */
export async function fromKeptSums<T>(
  cache: LruMap<KeptValue<T>>,
  key: string,
  db: Database,
  sellerId: string,
  filters: StatementFilters,
  today: string,
  make: (sums: StatementSums) => T,
): Promise<T> {
  const kept = cache.get(key);
  const loaded = await loadStatementSums(db, sellerId, filters, today, { known: kept?.fingerprint });
  if (loaded.reused) {
    if (kept) return kept.value;
    throw new Error('the kept sums were reused without a kept value');
  }
  const value = make(loaded);
  if (loaded.fingerprint !== null) cache.set(key, { fingerprint: loaded.fingerprint, value });
  return value;
}
