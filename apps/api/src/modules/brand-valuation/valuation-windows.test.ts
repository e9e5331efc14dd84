import { describe, expect, it } from 'vitest';
import { valuationWindows } from './valuation-windows.ts';

describe('valuationWindows', () => {
  it('anchors whole months and the last 30 days on today', () => {
    expect(valuationWindows('2025-07-15')).toEqual({
      trailing12Months: { from: '2024-07-01', to: '2025-06-30' },
      previous12Months: { from: '2023-07-01', to: '2024-06-30' },
      lastMonth: { from: '2025-06-01', to: '2025-06-30' },
      last30Days: { from: '2025-06-15', to: '2025-07-14' },
      last18Months: { from: '2024-01-01', to: '2025-06-30' },
      months: [
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
        '2025-01',
        '2025-02',
        '2025-03',
        '2025-04',
        '2025-05',
        '2025-06',
      ],
    });
  });
  it('crosses years and leap days', () => {
    const windows = valuationWindows('2024-03-01');
    expect(windows.lastMonth).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(windows.trailing12Months).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(windows.last30Days).toEqual({ from: '2024-01-31', to: '2024-02-29' });
    expect(valuationWindows('2026-01-01').lastMonth).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
