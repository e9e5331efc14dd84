// Reads the data lines of one settlement file in order, as both import passes
// do: each line is parsed (parseSettlementLine), then an order item's units
// are counted once, whichever of its rows carries them. V1 archives write the
// quantity on a row of its own and leave it empty on the price rows; other
// files repeat it on the Principal row. Where an item has both, the first one
// read keeps the units and the other row's quantity is dropped.
import type { ParsedLine } from './settlement-rows.ts';
import { parseSettlementLine } from './settlement-line.ts';
import type { SettlementHeader } from './settlement-format.ts';

/** Which kind of row of an item gave its units. */
type UnitsSource = 'quantity-row' | 'principal';

/**
 * The rows of one item are adjacent in every file Amazon writes; the memory of
 * the items seen is bounded so that a settlement of millions of rows stays flat.
 */
const MAX_ITEMS_REMEMBERED = 100_000;

export type SettlementLineReader = (text: string, line: number) => ParsedLine;

export function createSettlementLineReader(header: SettlementHeader): SettlementLineReader {
  const unitsOf = new Map<string, UnitsSource>();
  return (text, line) => {
    const parsed = parseSettlementLine(header, text, line);
    if (parsed.kind === 'summary') unitsOf.clear();
    if (parsed.kind !== 'amounts') return parsed;
    for (const row of parsed.rows) {
      if (row.quantity === null) continue;
      const source: UnitsSource = row.isQuantityRow ? 'quantity-row' : 'principal';
      const counted = unitsOf.get(row.itemKey);
      if (counted !== undefined && counted !== source) {
        row.quantity = null;
        continue;
      }
      if (counted === undefined) {
        if (unitsOf.size >= MAX_ITEMS_REMEMBERED) unitsOf.clear();
        unitsOf.set(row.itemKey, source);
      }
    }
    return parsed;
  };
}
