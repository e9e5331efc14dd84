import { describe, expect, it } from 'vitest';
import { describeKpiChange, formatKpiValue } from './ad-kpi-tiles';
import { describeAdSync } from './describe-ad-sync';

const nbsp = '\u00a0';

describe('advertising KPI tiles', () => {
  it('formats each kind of figure, and a ratio without denominator as a dash', () => {
    expect(formatKpiValue('money', '1234.5', 'GBP')).toBe(`GBP${nbsp}1,234.50`);
    expect(formatKpiValue('percent', '33.333333', 'GBP')).toBe('33.33 %');
    expect(formatKpiValue('ratio', '3.2', 'GBP')).toBe('3.20');
    expect(formatKpiValue('count', 1234567, 'GBP')).toBe('1,234,567');
    expect(formatKpiValue('percent', null, 'GBP')).toBe('—');
  });

  it('colours a change by whether it is good for the seller, not by its sign', () => {
    expect(describeKpiChange({ key: 'acos', changePercent: '-12.5', better: true })).toEqual({
      text: '−12.5 %',
      tone: 'better',
    });
    expect(describeKpiChange({ key: 'sales', changePercent: '-3', better: false })).toEqual({
      text: '−3 %',
      tone: 'worse',
    });
    expect(describeKpiChange({ key: 'spend', changePercent: '10', better: null }).tone).toBe('neutral');
    expect(describeKpiChange({ key: 'ctr', changePercent: null, better: null }).text).toBe('No previous figure');
    expect(describeKpiChange(undefined).text).toBe('No previous figure');
  });
});

describe('the ads sync in words', () => {
  const base = {
    connected: true,
    status: 'idle' as const,
    openReports: 0,
    lastSyncedAt: null,
    lastError: null,
    coverage: [],
  };
  it('says where the sync stands', () => {
    expect(describeAdSync({ ...base, connected: false })).toBe('Amazon Advertising is not connected.');
    expect(describeAdSync(base)).toBe('Not synced yet.');
    expect(describeAdSync({ ...base, lastSyncedAt: '2026-11-26T06:00:00.000Z' })).toBe(
      'Last synced 26 Nov 2026, 06:00 UTC.',
    );
    expect(describeAdSync({ ...base, status: 'waiting', openReports: 1 })).toBe(
      'Waiting for Amazon to make 1 report. Amazon can take hours; the sync comes back for them by itself.',
    );
    expect(describeAdSync({ ...base, status: 'failed', lastError: 'Amazon refused the refresh token' })).toBe(
      'The last sync failed: Amazon refused the refresh token. It is tried again at the next sync, or press Sync now.',
    );
  });
});
