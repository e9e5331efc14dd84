import { describe, expect, it } from 'vitest';
import { parseStockFilters, stockFiltersToQuery, withStockFilters } from './stock-filters';

describe('stock filters in the URL', () => {
  it('reads what the contract accepts and falls back to the defaults for anything else', () => {
    const read = (search: string) => parseStockFilters(new URLSearchParams(search));
    expect(read('aggregation=brand&window=5&atRisk=yes&brand=%20&q=%20%20')).toEqual({
      aggregation: 'sku',
      marketplace: undefined,
      brand: 'all',
      isAtRiskOnly: false,
      windowDays: undefined,
      search: undefined,
    });
    expect(read('aggregation=sku-all-marketplaces&window=45&atRisk=true&brand=Acme&marketplace=A1&q=mug')).toEqual({
      aggregation: 'sku-all-marketplaces',
      marketplace: 'A1',
      brand: 'Acme',
      isAtRiskOnly: true,
      windowDays: 45,
      search: 'mug',
    });
    expect(read('window=366').windowDays).toBeUndefined();
    expect(read('window=14.5').windowDays).toBeUndefined();
  });

  it('writes only what differs from the defaults and keeps the params of other pages', () => {
    const current = new URLSearchParams('period=last-3-months&q=old&row=x');
    const filters = { ...parseStockFilters(current), brand: 'Acme', isAtRiskOnly: true, search: undefined };
    expect(withStockFilters(current, filters).toString()).toBe('period=last-3-months&row=x&brand=Acme&atRisk=true');
    expect(stockFiltersToQuery(filters)).toEqual({
      aggregation: 'sku',
      marketplaceId: undefined,
      brand: 'Acme',
      atRisk: 'true',
      windowDays: undefined,
      search: undefined,
    });
  });
});
