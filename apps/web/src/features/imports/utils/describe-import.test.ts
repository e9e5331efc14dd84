import { describe, expect, it } from 'vitest';
import { describeImportError, describeSettlementCounts, isImportActive } from './describe-import';

describe('describe-import', () => {
  it.each([
    [1, 0, '1 settlement imported'],
    [0, 2, '0 settlements imported, 2 already imported'],
    [4, 1, '4 settlements imported, 1 already imported'],
  ])('%i imported and %i skipped read "%s"', (settlementsImported, settlementsSkipped, expected) => {
    expect(describeSettlementCounts({ settlementsImported, settlementsSkipped })).toBe(expected);
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
