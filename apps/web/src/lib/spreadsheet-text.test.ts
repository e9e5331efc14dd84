import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './spreadsheet-text';

describe('neutraliseFormula', () => {
  it('quotes text that a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1+cmd|/C calc!A0', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text alone, a formula sign inside it too', () => {
    for (const text of ['MUG-1', 'a=b', ' =1', '', "'quoted", 'Totals (3 products)'])
      expect(neutraliseFormula(text)).toBe(text);
  });
});
