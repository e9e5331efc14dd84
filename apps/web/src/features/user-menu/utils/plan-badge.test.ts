import { describe, expect, it } from 'vitest';
import { getInitials, getPlanBadgeLabel } from './plan-badge';

describe('getPlanBadgeLabel', () => {
  it('reads FREE for the default plan and the plan name otherwise', () => {
    expect(getPlanBadgeLabel('DEFAULT')).toBe('FREE');
    expect(getPlanBadgeLabel(null)).toBe('FREE');
    expect(getPlanBadgeLabel('PAID')).toBe('PAID');
    expect(getPlanBadgeLabel('ENTERPRISE')).toBe('ENTERPRISE');
  });
});

describe('getInitials', () => {
  it('uses the names, or the email when there are none', () => {
    expect(getInitials('Ada', 'Lovelace', 'ada@x.io')).toBe('AL');
    expect(getInitials('', '', 'ada@x.io')).toBe('A');
  });
});
