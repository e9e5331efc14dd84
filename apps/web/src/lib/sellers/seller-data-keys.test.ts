import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateSellerFigures, sellerDataKeys } from './seller-data-keys';

describe('invalidateSellerFigures', () => {
  it("marks the seller's statement reads, freshness line, brand scores and stock recommendations stale, not the signals, costs or other sellers' figures", () => {
    const queryClient = new QueryClient();
    const keys = {
      statement: [...sellerDataKeys.profitLoss('s1'), { period: '2024-01..2024-03' }],
      freshness: sellerDataKeys.dataFreshness('s1'),
      scores: [...sellerDataKeys.brandValuation('s1'), 'scores', 'overview', { targetCurrency: 'USD' }],
      stock: [...sellerDataKeys.inventory('s1'), 'recommendations', { aggregation: 'sku' }],
      signals: [...sellerDataKeys.brandValuation('s1'), 'signals'],
      costs: sellerDataKeys.costOfGoods('s1'),
      otherSeller: [...sellerDataKeys.profitLoss('s2'), { period: '2024-01..2024-03' }],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { loaded: true });
    invalidateSellerFigures(queryClient, 's1');
    const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(isStale(keys.statement)).toBe(true);
    expect(isStale(keys.freshness)).toBe(true);
    expect(isStale(keys.scores)).toBe(true);
    expect(isStale(keys.stock)).toBe(true);
    expect(isStale(keys.signals)).toBe(false);
    expect(isStale(keys.costs)).toBe(false);
    expect(isStale(keys.otherSeller)).toBe(false);
  });
});
