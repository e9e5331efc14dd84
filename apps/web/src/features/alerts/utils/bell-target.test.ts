import { describe, expect, it } from 'vitest';
import type { TSellerAlertCounts } from '../api/list-alerts-per-seller';
import { bellLabel, getBellTarget } from './bell-target';

const seller = (slug: string, open: number): TSellerAlertCounts => ({
  sellerId: `id-${slug}`,
  slug,
  name: slug,
  open,
  unread: 0,
  critical: 0,
  snoozed: 0,
  resolved: 0,
  cleared: 0,
});

describe('getBellTarget', () => {
  const sellers = [seller('acme', 0), seller('beta', 4), seller('gamma', 2)];

  it('counts the seller of the page, found by id or slug, and leads to its alerts', () => {
    expect(getBellTarget(sellers, 'beta')).toEqual({ openCount: 4, href: '/dashboard/sellers/beta/alerts' });
    expect(getBellTarget(sellers, 'id-gamma')).toEqual({ openCount: 2, href: '/dashboard/sellers/id-gamma/alerts' });
    expect(getBellTarget(sellers, 'unknown')).toEqual({ openCount: 0, href: '/dashboard/sellers/unknown/alerts' });
  });

  it('has no count on a seller page until the counts arrive', () => {
    expect(getBellTarget(undefined, 'acme')).toEqual({ openCount: null, href: '/dashboard/sellers/acme/alerts' });
  });

  it('sums every seller off a seller page and leads to the first with open alerts, else the first seller', () => {
    expect(getBellTarget(sellers, undefined)).toEqual({ openCount: 6, href: '/dashboard/sellers/beta/alerts' });
    expect(getBellTarget([seller('acme', 0), seller('beta', 0)], undefined)).toEqual({
      openCount: 0,
      href: '/dashboard/sellers/acme/alerts',
    });
    expect(getBellTarget([], undefined)).toBeNull();
    expect(getBellTarget(undefined, undefined)).toBeNull();
  });

  it('names the bell with its count', () => {
    expect(bellLabel(3)).toBe('Alerts: 3 open');
    expect(bellLabel(null)).toBe('Alerts');
  });
});
