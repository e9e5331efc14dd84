import { describe, expect, it } from 'vitest';
import { catalogQuery, parseProductFilters, withProductFilters } from './product-filters';

describe('product filters in the URL', () => {
  it('reads the URL, falling back to the defaults for what it lacks or gets wrong', () => {
    const filters = parseProductFilters(new URLSearchParams('currency=EUR&period=bad&brand=Hearth&q=%20mug%20'));
    expect(filters).toEqual({
      targetCurrency: 'EUR',
      period: 'last-3-months',
      marketplace: undefined,
      brand: 'Hearth',
      search: 'mug',
    });
    expect(catalogQuery(parseProductFilters(new URLSearchParams()))).toMatchObject({ brand: 'all' });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const next = withProductFilters(new URLSearchParams('basis=order&q=old'), {
      targetCurrency: undefined,
      period: 'last-6-months',
      marketplace: 'ATVPDKIKX0DER',
      brand: undefined,
      search: undefined,
    });
    expect(next.toString()).toBe('basis=order&period=last-6-months&marketplace=ATVPDKIKX0DER');
  });
});
