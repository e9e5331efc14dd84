// A deliberately tiny Flat File V2 reader for the demo generator's tests:
// independent of the generator's own formatting code, exact to the cent.
import { readFile } from 'node:fs/promises';

export type TCells = Record<string, string>;

export interface ReadSettlement {
  summary: TCells;
  rows: TCells[];
}

export interface ReadFile {
  header: string[];
  settlements: ReadSettlement[];
}

export async function readFlatFile(path: string): Promise<ReadFile> {
  const lines = (await readFile(path, 'utf8')).split('\n');
  if (lines.pop() !== '') throw new Error(`${path} does not end with a newline`);
  const header = (lines.shift() ?? '').split('\t');
  const settlements: ReadSettlement[] = [];
  for (const line of lines) {
    const values = line.split('\t');
    if (values.length !== header.length) throw new Error(`${path}: ${values.length} cells in "${line}"`);
    const cells = Object.fromEntries(header.map((name, index) => [name, values[index] ?? '']));
    const isSummary = cells['transaction-type'] === '' && cells['total-amount'] !== '';
    if (isSummary) settlements.push({ summary: cells, rows: [] });
    else settlements[settlements.length - 1]?.rows.push(cells);
  }
  return { header, settlements };
}

/** "-1234.56" or "-1234,56" → -123456n; anything else throws. */
export function minorUnits(amount: string): bigint {
  const match = /^(-?)(\d+)[.,](\d{2})$/.exec(amount);
  if (!match) throw new Error(`"${amount}" is not an amount with two decimals`);
  const minor = BigInt(`${match[2]}${match[3]}`);
  return match[1] === '-' ? -minor : minor;
}

export function sumRows(rows: readonly TCells[]): bigint {
  return rows.reduce((sum, row) => sum + minorUnits(row.amount ?? ''), 0n);
}
