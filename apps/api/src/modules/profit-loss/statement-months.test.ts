import { describe, expect, it } from 'vitest';
import { completeMonths, uncoveredRanges } from './statement-months.ts';

describe('the months a statement keeps', () => {
  it('are the whole months of the period that are over before today', () => {
    expect(completeMonths('2024-01-15', '2024-04-30', '2024-06-01')).toEqual([
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
    ]);
    expect(completeMonths('2024-02-01', '2024-02-29', '2024-02-29')).toEqual([]);
    expect(completeMonths('2024-02-01', '2024-02-29', '2024-03-01')).toEqual(['2024-02-01']);
    expect(completeMonths('2024-12-01', '2025-01-31', '2025-02-10')).toEqual(['2024-12-01', '2025-01-01']);
    expect(completeMonths('2024-03-05', '2024-03-20', '2025-01-01')).toEqual([]);
  });

  it('leave the rest of the period to be computed, as contiguous ranges', () => {
    const kept = new Set(['2024-02-01', '2024-04-01']);
    expect(uncoveredRanges('2024-01-15', '2024-05-10', kept)).toEqual([
      { from: '2024-01-15', to: '2024-01-31' },
      { from: '2024-03-01', to: '2024-03-31' },
      { from: '2024-05-01', to: '2024-05-10' },
    ]);
    expect(uncoveredRanges('2024-02-01', '2024-02-29', kept)).toEqual([]);
    expect(uncoveredRanges('2024-02-10', '2024-02-20', kept)).toEqual([{ from: '2024-02-10', to: '2024-02-20' }]);
    expect(uncoveredRanges('2023-12-01', '2024-01-31', new Set())).toEqual([{ from: '2023-12-01', to: '2024-01-31' }]);
  });
});
