import { describe, expect, it } from 'vitest';
import { neutraliseFormula, toCsv } from './spreadsheet-cells.ts';

describe('neutraliseFormula', () => {
  it('quotes text that a spreadsheet would run as a formula, and only that', () => {
    for (const text of ['=1+1', '+1', '-1+cmd|/C calc!A0', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['MUG-1', 'a=b', ' =1', '', '2024-02']) expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('toCsv', () => {
  it('writes decimals as numbers, neutralises and quotes text, and leaves null cells empty', () => {
    const csv = toCsv([
      ['line', '2024-02', 'total'],
      ['=HYPERLINK("http://x")', { decimal: '-0.29' }, { decimal: '9.71' }],
      ['-SKU, with comma', { decimal: '=1+1' }, null],
      ['multi\r\nline', { decimal: '1e5' }, '@brand'],
    ]);
    expect(csv).toBe(
      'line,2024-02,total\n' +
        `"'=HYPERLINK(""http://x"")",-0.29,9.71\n` +
        `"'-SKU, with comma",'=1+1,\n` +
        `"multi\r\nline",1e5,'@brand\n`,
    );
  });
});
