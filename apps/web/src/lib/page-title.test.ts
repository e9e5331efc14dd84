import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('puts the page before the brand', () => {
    expect(formatPageTitle('Inventory')).toBe('Inventory - Brandlens');
  });

  it('falls back to the default title without a page', () => {
    expect(formatPageTitle()).toBe('Seller Reporting');
    expect(formatPageTitle('   ')).toBe('Seller Reporting');
  });
});
