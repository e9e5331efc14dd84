import { describe, expect, it } from 'vitest';
import { parseStatementFilters, statementFiltersToParams, withStatementFilters } from './statement-filters';

describe('statement filters in the URL', () => {
  it('reads every filter and writes the same params back', () => {
    const params = new URLSearchParams('currency=GBP&period=2024-01..2024-06&basis=order&brand=Acme&marketplace=A1');
    const filters = parseStatementFilters(params);
    expect(filters).toEqual({
      targetCurrency: 'GBP',
      period: '2024-01..2024-06',
      basis: 'order',
      brand: 'Acme',
      marketplace: 'A1',
    });
    expect(new URLSearchParams(statementFiltersToParams(filters)).toString()).toBe(params.toString());
  });

  it('falls back to the defaults for unknown values and leaves them out of the URL', () => {
    const filters = parseStatementFilters(new URLSearchParams('currency=XXX&period=yesterday&basis=cash&brand='));
    expect(filters).toEqual({
      targetCurrency: undefined,
      period: 'last-12-months',
      basis: 'posted',
      brand: 'all',
      marketplace: undefined,
    });
    expect(statementFiltersToParams(filters)).toEqual({});
  });

  it('keeps the params of other state when the filters change', () => {
    const next = withStatementFilters(new URLSearchParams('sort=sku&currency=EUR'), {
      ...parseStatementFilters(new URLSearchParams()),
      period: 'last-3-months',
    });
    expect(next.toString()).toBe('sort=sku&period=last-3-months');
  });
});
