import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_METRICS,
  METRICS_STORAGE_KEY,
  parseMetricList,
  parseWeeklyFilters,
  storeMetrics,
  weeklyFiltersToQuery,
  withWeeklyFilters,
} from './weekly-filters';

describe('weekly filters', () => {
  afterEach(() => window.localStorage.clear());

  it('switches on units sold and average selling price by default', () => {
    expect(DEFAULT_METRICS).toEqual(['units-sold', 'average-selling-price']);
    expect(parseWeeklyFilters(new URLSearchParams()).metrics).toEqual(DEFAULT_METRICS);
  });

  it('reads the switches from the URL in the page order, else from the last choice stored', () => {
    expect(parseMetricList('net-margin,units-sold,nonsense')).toEqual(['units-sold', 'net-margin']);
    expect(parseMetricList('none')).toEqual([]);
    expect(parseMetricList('nonsense')).toBeNull();
    storeMetrics(['bsr', 'reviews']);
    expect(window.localStorage.getItem(METRICS_STORAGE_KEY)).toBe('bsr,reviews');
    expect(parseWeeklyFilters(new URLSearchParams()).metrics).toEqual(['reviews', 'bsr']);
    expect(parseWeeklyFilters(new URLSearchParams('metrics=ad-spend')).metrics).toEqual(['ad-spend']);
  });

  it('keeps defaults out of the URL and other pages’ params in it', () => {
    const filters = parseWeeklyFilters(new URLSearchParams('currency=USD&week=2026-W44&period=2026-10&week2=x'));
    expect(filters).toMatchObject({ targetCurrency: 'USD', week: '2026-W44', brand: undefined });
    const next = withWeeklyFilters(new URLSearchParams('period=2026-10'), {
      ...filters,
      metrics: ['units-sold', 'average-selling-price', 'bsr'],
    });
    expect(next.toString()).toBe(
      'period=2026-10&currency=USD&week=2026-W44&metrics=units-sold%2Caverage-selling-price%2Cbsr',
    );
    expect(withWeeklyFilters(new URLSearchParams(), { ...filters, metrics: DEFAULT_METRICS }).has('metrics')).toBe(
      false,
    );
    expect(parseWeeklyFilters(new URLSearchParams('week=44')).week).toBeUndefined();
    expect(weeklyFiltersToQuery(filters)).toEqual({
      targetCurrency: 'USD',
      marketplace: undefined,
      brand: 'all',
      week: '2026-W44',
    });
  });
});
