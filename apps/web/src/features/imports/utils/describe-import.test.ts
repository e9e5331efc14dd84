import { describe, expect, it } from 'vitest';
import {
  describeImportCounts,
  describeImportError,
  describeInventoryCounts,
  describeOrderCounts,
  describeSettlementCounts,
  isImportActive,
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
    };
    expect(describeImportCounts({ kind: 'settlement', ...counts })).toBe('2 settlements imported');
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

  it('names the line of an error when there is one', () => {
    expect(describeImportError({ line: 12, reason: 'Missing amount' })).toBe('Line 12: Missing amount');
    expect(describeImportError({ line: null, reason: 'Empty file' })).toBe('Empty file');
  });

  it('treats queued and running as active', () => {
    const statuses = ['queued', 'running', 'succeeded', 'failed'] as const;
    expect(statuses.map((status) => isImportActive({ status }))).toEqual([true, true, false, false]);
  });
});
