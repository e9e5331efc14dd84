import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addSplits,
  CM3_EFFECTS,
  cm3Of,
  splitCm3Change,
  splitTotal,
  ZERO_SPLIT,
  type WeekFigures,
} from './cm3-change.ts';
import { decimalToMinor, minorToDecimal } from './weekly-ratios.ts';

// The worked example of docs/weekly-insights.md: its weeks table is the input, its split table
// the expected output, both read from the document, so the rule and the page cannot drift apart.
const DOC = new URL('../../../../docs/weekly-insights.md', import.meta.url);

function documentedTable(name: string): string[][] {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(`<!-- ${name} -->`);
  const end = text.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < start) throw new Error(`docs/weekly-insights.md has no ${name} table`);
  return text
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const cents = (text: string) => decimalToMinor(text, 2);

describe('the worked example of docs/weekly-insights.md', () => {
  const weeks = new Map<string, WeekFigures>();
  for (const [product = '', week = '', units = '', ...amounts] of documentedTable('weekly-example-weeks')) {
    const [shippedSales = '', refunds = '', costOfGoods = '', fees = '', advertising = '', cm3 = ''] = amounts;
    const figures = {
      units: Number(units),
      shippedSales: cents(shippedSales),
      refunds: cents(refunds),
      costOfGoods: cents(costOfGoods),
      fees: cents(fees),
      advertising: cents(advertising),
    };
    expect(minorToDecimal(cm3Of(figures), 2)).toBe(cm3);
    weeks.set(`${product} ${week}`, figures);
  }

  it('gives the documented split per product and for the seller, adding up to the CM3 change', () => {
    let seller = ZERO_SPLIT;
    const rows = documentedTable('weekly-example-split');
    for (const [product = '', change = '', ...effects] of rows) {
      const expected = Object.fromEntries(CM3_EFFECTS.map((effect, index) => [effect, effects[index]]));
      if (product === 'seller') {
        expect(Object.fromEntries(CM3_EFFECTS.map((effect) => [effect, minorToDecimal(seller[effect], 2)]))).toEqual(
          expected,
        );
        expect(minorToDecimal(splitTotal(seller), 2)).toBe(change);
        continue;
      }
      const previous = weeks.get(`${product} 2024-W10`);
      const current = weeks.get(`${product} 2024-W11`);
      if (!previous || !current) throw new Error(`no weeks for ${product}`);
      const split = splitCm3Change(previous, current);
      expect(Object.fromEntries(CM3_EFFECTS.map((effect) => [effect, minorToDecimal(split[effect], 2)]))).toEqual(
        expected,
      );
      expect(minorToDecimal(splitTotal(split), 2)).toBe(change);
      expect(splitTotal(split)).toBe(cm3Of(current) - cm3Of(previous));
      seller = addSplits(seller, split);
    }
    expect(rows.map((row) => row[0])).toEqual(['MUG-1', 'CUP-2', 'seller']);
  });
});
