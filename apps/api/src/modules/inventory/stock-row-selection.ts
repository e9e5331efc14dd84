// Step four of the stock recommendations: the rows asked for (at risk, search), most urgent first,
// and the summary over them. Pure: no I/O.
import type { TStockRecommendations, TStockStatus } from '@brandlens/contracts';
import { formatDecimal, parseDecimal, rescale } from '@brandlens/reporting-core';
import type { StockRow } from './stock-rows.ts';

const URGENCY: readonly TStockStatus[] = ['out-of-stock', 'reorder-now', 'reorder-soon', 'ok', 'overstock', 'no-sales'];
const AT_RISK = new Set<TStockStatus>(['out-of-stock', 'reorder-now', 'reorder-soon']);

export interface RowSelection {
  isAtRiskOnly: boolean;
  /** Part of a SKU, ASIN, parent ASIN or title, any case; undefined or blank: every row. */
  search: string | undefined;
}

function matchesSearch({ row, children }: StockRow, term: string): boolean {
  const texts = [row.title, ...children.flatMap((child) => [child.sku, child.asin, child.parentAsin, child.title])];
  return texts.some((text) => text !== null && text.toLowerCase().includes(term));
}

/** null sorts after every day or number. */
function compareNullable<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** Most urgent status first, then the earliest reorder date, the shortest cover, and the key. */
function compareRows(a: StockRow, b: StockRow): number {
  return (
    URGENCY.indexOf(a.row.status) - URGENCY.indexOf(b.row.status) ||
    compareNullable(a.row.reorderDate, b.row.reorderDate) ||
    compareNullable(a.row.daysOfCover, b.row.daysOfCover) ||
    (a.row.key < b.row.key ? -1 : a.row.key > b.row.key ? 1 : 0)
  );
}

export function selectRows(rows: readonly StockRow[], selection: RowSelection): StockRow[] {
  const term = selection.search?.trim().toLowerCase() ?? '';
  return rows
    .filter((row) => !selection.isAtRiskOnly || AT_RISK.has(row.row.status))
    .filter((row) => term === '' || matchesSearch(row, term))
    .sort(compareRows);
}

/**
 * Counts by status and the capital to reorder per currency. The capital adds up the SKU ×
 * marketplace children of the rows, so a roll-up whose children cost in two currencies (which
 * shows no capital of its own) still counts in each currency.
 */
export function summarise(rows: readonly StockRow[]): TStockRecommendations['summary'] {
  const capital = new Map<string, bigint>();
  for (const child of rows.flatMap((row) => row.children)) {
    const { reorderCapital } = child.figures;
    if (reorderCapital === null || child.capitalCurrency === null) continue;
    const cents = rescale(parseDecimal(reorderCapital), 2).units;
    capital.set(child.capitalCurrency, (capital.get(child.capitalCurrency) ?? 0n) + cents);
  }
  const count = (status: TStockStatus) => rows.filter((row) => row.row.status === status).length;
  return {
    rows: rows.length,
    outOfStock: count('out-of-stock'),
    toReorderNow: count('reorder-now'),
    toReorderSoon: count('reorder-soon'),
    reorderCapital: [...capital]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([currency, units]) => ({ currency, amount: formatDecimal({ units, scale: 2 }) })),
  };
}
