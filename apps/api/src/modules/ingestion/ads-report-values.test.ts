import { describe, expect, it } from 'vitest';
import { readAdReportHeader } from './ads-report-columns.ts';
import {
  markShownBy,
  amountBody,
  orderShownBy,
  readAmount,
  readCount,
  readDayCell,
  slashDay,
} from './ads-report-values.ts';

describe('advertising report cells', () => {
  it.each([
    ['Nov 01, 2026', '2026-11-01'],
    ['Nov 1, 2026', '2026-11-01'],
    ['November 1, 2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2026-11-01 00:00:00', '2026-11-01'],
    ['2026/11/01', '2026-11-01'],
    ['01.11.2026', '2026-11-01'],
    ['1 Nov 2026', '2026-11-01'],
  ])('reads the day "%s" as %s', (text, day) => {
    expect(readDayCell(text)).toEqual({ kind: 'day', day });
  });

  it('reads a date cell and a date serial of a workbook as their UTC day', () => {
    expect(readDayCell(new Date('2026-11-01T00:00:00Z'))).toEqual({ kind: 'day', day: '2026-11-01' });
    expect(readDayCell(46_327)).toEqual({ kind: 'day', day: '2026-11-01' });
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['Nov 31, 2026', '2026-02-29', '31.02.2026', 'soon', '', 12]) {
      expect(readDayCell(text)).toEqual({ kind: 'bad' });
    }
  });

  it('leaves nn/nn/yyyy open until the file says its order', () => {
    const cell = readDayCell('01/11/2026');
    if (cell.kind !== 'slash') throw new Error('expected an open date');
    expect(slashDay(cell, 'month-first')).toEqual({ kind: 'day', day: '2026-01-11' });
    expect(slashDay(cell, 'day-first')).toEqual({ kind: 'day', day: '2026-11-01' });
    expect(orderShownBy(cell)).toBeUndefined();
    const late = readDayCell('11/13/2026');
    expect(late.kind === 'slash' && orderShownBy(late)).toBe('month-first');
    const early = readDayCell('13/11/2026');
    expect(early.kind === 'slash' && orderShownBy(early)).toBe('day-first');
  });

  it.each([
    ['$1,234.56', '.', '1234.56'],
    ['1.234,56 €', ',', '1234.56'],
    ['€12,30', ',', '12.30'],
    ['EUR 7,5', ',', '7.5'],
    ['£0.99', '.', '0.99'],
    ['1 234,56 €', ',', '1234.56'],
    ['1,234', '.', '1234'],
    ['1.234', ',', '1234'],
    ['12', '.', '12'],
    ['', '.', '0'],
  ] as const)('reads the amount "%s" with the mark %s as %s', (text, mark, value) => {
    expect(readAmount(text, mark)).toEqual({ ok: true, value });
  });

  it('reads number cells as they are and refuses what is not an amount', () => {
    expect(readAmount(12.34, '.')).toEqual({ ok: true, value: '12.34' });
    expect(readAmount('abc', '.')).toEqual({ ok: false, reason: '"abc" is not an amount' });
    expect(readAmount('12abc', '.')).toEqual({ ok: false, reason: '"12abc" is not an amount' });
    expect(readAmount('1.234,56', '.')).toEqual({ ok: false, reason: '"1.234,56" is not an amount' });
    expect(readAmount('-$3.00', '.')).toEqual({ ok: false, reason: '"-$3.00" is negative' });
  });

  it('tells the decimal mark an amount shows, and none for one that could be either', () => {
    expect(
      ['12,30', '1.234,5', '0,1234', '12.30', '1,234.5', '1,234', '1.234', '12'].map((text) =>
        markShownBy(amountBody(text)?.body ?? ''),
      ),
    ).toEqual([',', ',', ',', '.', '.', undefined, undefined, undefined]);
  });

  it('reads counts with the thousands separators of the file', () => {
    expect(readCount('1,204', '.')).toEqual({ ok: true, value: 1204 });
    expect(readCount('1.204', ',')).toEqual({ ok: true, value: 1204 });
    expect(readCount(37, '.')).toEqual({ ok: true, value: 37 });
    expect(readCount('', '.')).toEqual({ ok: true, value: 0 });
    expect(readCount('3.5', '.')).toEqual({ ok: false, reason: '"3.5" is not a whole number' });
    expect(readCount(-2, '.')).toEqual({ ok: false, reason: '"-2" is not a whole number' });
  });
});

describe('advertising report headers', () => {
  const metrics = [
    'Impressions',
    'Clicks',
    'Spend',
    '7 Day Total Sales ',
    '7 Day Total Orders (#)',
    '7 Day Total Units (#)',
  ];

  it.each([
    [['Date', 'Campaign Name', ...metrics], 'sp-campaigns'],
    [
      ['Date', 'Campaign Name', 'Ad Group Name', 'Advertised SKU', 'Advertised ASIN', ...metrics],
      'sp-advertised-product',
    ],
    [
      ['Date', 'Campaign Name', 'Ad Group Name', 'Targeting', 'Match Type', 'Customer Search Term', ...metrics],
      'sp-search-term',
    ],
    [['Date', 'Campaign Name', 'Ad Group Name', 'Targeting', 'Match Type', ...metrics], 'sp-targeting'],
    [['Date', 'Campaign Name', 'Placement', ...metrics], 'sp-placement'],
    [['Start Date', 'End Date', 'Impressions', 'Clicks', 'Spend'], 'sp-performance'],
    // A campaign report naming its targeting type 'Targeting' stays a campaign report.
    [['Date', 'Campaign Name', 'Targeting', ...metrics], 'sp-campaigns'],
  ])('tells %j is %s', (header, type) => {
    expect(readAdReportHeader(header)).toMatchObject({ ok: true, type });
  });

  it('finds columns by name whatever their case, spacing and order, under the older names', () => {
    const header = ['  SALES', 'units', 'orders', 'cost', 'CLICKS', 'impressions ', 'campaign  name', 'date', 'ACoS'];
    expect(readAdReportHeader(header)).toEqual({
      ok: true,
      type: 'sp-campaigns',
      columns: { sales: 0, units: 1, orders: 2, spend: 3, clicks: 4, impressions: 5, campaign: 6, date: 7 },
    });
  });

  it('names the columns a report lacks, and leaves a header of another report alone', () => {
    const missing = readAdReportHeader([
      'Date',
      'Campaign Name',
      'Impressions',
      'Clicks',
      'Spend',
      '14 Day Total Sales',
    ]);
    expect(missing).toMatchObject({ ok: false });
    expect(missing && !missing.ok && missing.reason).toContain(
      'This Sponsored Products campaign report lacks the columns 7 Day Total Sales, 7 Day Total Orders (#), 7 Day Total Units (#).',
    );
    expect(readAdReportHeader(['settlement-id', 'amount'])).toBeUndefined();
  });
});
