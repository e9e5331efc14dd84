import { describe, expect, it } from 'vitest';
import { diffAuditValues, formatAuditValue } from './audit-diff';

describe('diffAuditValues', () => {
  it('keeps only the keys that changed', () => {
    expect(
      diffAuditValues({ name: 'Acme', slug: 'acme', plan: 'DEFAULT' }, { name: 'Acme', slug: 'acme-eu', plan: 'PAID' }),
    ).toEqual([
      { key: 'slug', before: 'acme', after: 'acme-eu' },
      { key: 'plan', before: 'DEFAULT', after: 'PAID' },
    ]);
  });

  it('shows keys that appear or vanish with a dash on the missing side', () => {
    expect(diffAuditValues(null, { sellerId: 's-1', enabled: true })).toEqual([
      { key: 'sellerId', before: '—', after: 's-1' },
      { key: 'enabled', before: '—', after: 'true' },
    ]);
    expect(diffAuditValues({ email: 'a@x.test' }, null)).toEqual([{ key: 'email', before: 'a@x.test', after: '—' }]);
  });

  it('compares nested values as JSON and single values as one line', () => {
    expect(diffAuditValues({ settings: { daily: true } }, { settings: { daily: false } })).toEqual([
      { key: 'settings', before: '{"daily":true}', after: '{"daily":false}' },
    ]);
    expect(diffAuditValues('DEFAULT', 'PAID')).toEqual([{ key: '', before: 'DEFAULT', after: 'PAID' }]);
    expect(diffAuditValues(null, null)).toEqual([]);
    expect(diffAuditValues({ plan: 'PAID' }, { plan: 'PAID' })).toEqual([]);
  });

  it('formats values for one line', () => {
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(3)).toBe('3');
    expect(formatAuditValue(['a', 'b'])).toBe('["a","b"]');
  });
});
