// Test windows written as runs of like days, so a test reads as the series it describes.
import { isoDateOfDayNumber, isoDayNumber } from '../iso-date.ts';
import type { StockDay } from './stock-velocity.ts';

/** A run of consecutive days with the same units sold and stock figure (null: none recorded). */
export type StockDayRun = [count: number, units: number, fulfillable: number | null];

/** Consecutive days from `first`, one run after another. */
export function stockDays(first: string, runs: readonly StockDayRun[]): StockDay[] {
  const start = isoDayNumber(first);
  return runs
    .flatMap(([count, units, fulfillable]) => Array.from({ length: count }, () => ({ units, fulfillable })))
    .map((day, index) => ({ day: isoDateOfDayNumber(start + index), ...day }));
}

/** Consecutive days from `first` with these units sold, all with a positive stock figure. */
export function inStockDays(first: string, units: readonly number[], fulfillable = 100): StockDay[] {
  return stockDays(
    first,
    units.map((sold) => [1, sold, fulfillable]),
  );
}

/** The runs as a window that ends the day before `asOf`, as the recommendation expects it. */
export function windowBefore(asOf: string, runs: readonly StockDayRun[]): StockDay[] {
  const count = runs.reduce((sum, [days]) => sum + days, 0);
  return stockDays(isoDateOfDayNumber(isoDayNumber(asOf) - count), runs);
}
