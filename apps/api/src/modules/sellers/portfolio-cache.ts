// Figures the portfolio has computed, kept in this process (ADR 0027). An
// entry is only a candidate: the read checks in the database that no change
// of its seller's totals or of the FX rates of its months is invisible to the
// snapshot it was computed at (ADR 0044), else computes it again. So a kept
// figure is never older than the data it would be computed from.
import { LruMap } from '../../platform/cache/lru-map.ts';
import { KEPT_FIGURES_MAX_AGE_MS } from '../profit-loss/figure-changes.queries.ts';
import type { SellerFigures } from './portfolio-figures.ts';

export interface KeptFigures {
  /** pg_current_snapshot() of the read that computed them. */
  snapshot: string;
  figures: SellerFigures;
  skusWithoutCost: number;
}

/** About 1 kB each: tens of megabytes at most, then the least recently used go first. */
const MAX_ENTRIES = 20_000;

// The change logs keep only so many days (figure-changes.queries.ts).
const entries = new LruMap<KeptFigures>(MAX_ENTRIES, { maxAgeMs: KEPT_FIGURES_MAX_AGE_MS });

const keyOf = (sellerId: string, currency: string, month: string) => `${sellerId}|${currency}|${month}`;

export function findKeptFigures(sellerId: string, currency: string, month: string): KeptFigures | undefined {
  return entries.get(keyOf(sellerId, currency, month));
}

export function keepFigures(sellerId: string, currency: string, month: string, kept: KeptFigures): void {
  entries.set(keyOf(sellerId, currency, month), kept);
}
