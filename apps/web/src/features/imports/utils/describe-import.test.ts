import { describe, expect, it } from 'vitest';
import {
  describeAdReportCounts,
  describeImportCounts,
  describeImportError,
  describeInventoryCounts,
  describeOrderCounts,
  describeSettlementCounts,
  formatDayRange,
  isImportActive,
  reportLabelOf,
} from './describe-import';

describe('describe-import', () => {
  it.each([
    [1, 0, '1 settlement imported'],
    [0, 2, '0 settlements imported, 2 already imported'],
    [4, 1, '4 settlements imported, 1 already imported'],
  ])('%i imported and %i skipped read "%s"', (settlementsImported, settlementsSkipped, expected) => {
    expect(describeSettlementCounts({ settlementsImported, settlementsSkipped })).toBe(expected);
  });

  it.each([
    [1, 0, 0, '1 order imported'],
    [0, 1, 4, '0 orders imported, 1 updated, 4 already up to date'],
    [120, 0, 30, '120 orders imported, 30 already up to date'],
  ])(
    '%i new, %i updated and %i unchanged orders read "%s"',
    (ordersImported, ordersUpdated, ordersSkipped, expected) => {
      expect(describeOrderCounts({ ordersImported, ordersUpdated, ordersSkipped })).toBe(expected);
    },
  );

  it('describes what an import stored in the terms of its report', () => {
    const counts = {
      settlementsImported: 2,
      settlementsSkipped: 0,
      ordersImported: 5,
      ordersUpdated: 0,
      ordersSkipped: 0,
      inventoryRows: 212,
      inventoryDay: '2026-11-25',
      adRows: 0,
      adFirstDay: null,
      adLastDay: null,
      adDaysSkipped: 0,
      returnRows: 182,
    };
    expect(describeImportCounts({ kind: 'settlement', ...counts })).toBe('2 settlements imported');
    expect(describeImportCounts({ kind: 'fba-returns', ...counts })).toBe('182 returns stored');
    expect(describeImportCounts({ kind: 'fba-returns', ...counts, returnRows: 1 })).toBe('1 return stored');
    expect(describeImportCounts({ kind: 'orders', ...counts })).toBe('5 orders imported');
    expect(describeImportCounts({ kind: 'inventory', ...counts })).toBe('212 SKUs stored for 25 Nov 2026');
  });

  it.each([
    [1, '2026-01-05', '1 SKU stored for 5 Jan 2026'],
    [0, '2026-11-25', '0 SKUs stored for 25 Nov 2026'],
    [3, null, '3 SKUs stored'],
  ])('%i SKUs for %s read "%s"', (inventoryRows, inventoryDay, expected) => {
    expect(describeInventoryCounts({ inventoryRows, inventoryDay })).toBe(expected);
  });

  it('describes a finished advertising report import by its report, rows, days and the days the sync holds', () => {
    const entry = {
      kind: 'ads-report' as const,
      adReportType: 'sp-campaigns' as const,
      adRows: 1204,
      adFirstDay: '2026-10-01',
      adLastDay: '2026-10-31',
      adDaysSkipped: 3,
    };
    expect(`${reportLabelOf(entry)}: ${describeAdReportCounts(entry)}`).toBe(
      'Sponsored Products campaign report: 1,204 day rows, 1 Oct\u201331 Oct 2026, 3 days already synced from Amazon Advertising',
    );
    expect(
      describeAdReportCounts({ adRows: 1, adFirstDay: '2026-10-05', adLastDay: '2026-10-05', adDaysSkipped: 0 }),
    ).toBe('1 day row, 5 Oct 2026');
    expect(formatDayRange('2025-12-28', '2026-01-03')).toBe('28 Dec 2025\u20133 Jan 2026');
    expect(reportLabelOf({ kind: 'ads-report', adReportType: null })).toBe('Advertising report');
    expect(reportLabelOf({ kind: 'orders', adReportType: null })).toBe('All Orders report');
  });

  it('names the line of an error when there is one', () => {
    expect(describeImportError({ line: 12, reason: 'Missing amount' })).toBe('Line 12: Missing amount');
    expect(describeImportError({ line: null, reason: 'Empty file' })).toBe('Empty file');
  });

  it('treats queued and running as active', () => {
    const statuses = ['queued', 'running', 'succeeded', 'failed'] as const;
    expect(statuses.map((status) => isImportActive({ status }))).toEqual([true, true, false, false]);
  });
});
