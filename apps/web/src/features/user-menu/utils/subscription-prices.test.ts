import type { TPrice } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { formatPriceAmount, pricesFor, reselectPrice } from './subscription-prices';

const price = (id: string, interval: TPrice['interval'], gmv: string, usd: number, eur?: number): TPrice => ({
  id,
  name: id,
  interval,
  revenueCondition: gmv,
  currencyOptions: { usd: { unitAmount: usd }, ...(eur === undefined ? {} : { eur: { unitAmount: eur } }) },
});
const prices = [
  price('starter-m', 'month', 'Up to $50k', 4900, 4500),
  price('growth-m', 'month', '$50k - $250k', 19900, 18900),
  price('starter-y', 'year', 'Up to $50k', 49000, 45000),
  price('growth-y', 'year', '$50k - $250k', 199000),
];

describe('subscription prices', () => {
  it('shows the prices of the interval that can be paid in the currency', () => {
    expect(pricesFor(prices, 'year', 'usd').map((entry) => entry.id)).toEqual(['starter-y', 'growth-y']);
    expect(pricesFor(prices, 'year', 'eur').map((entry) => entry.id)).toEqual(['starter-y']);
  });

  it('reselects the price with the same revenueCondition when the interval changes', () => {
    expect(reselectPrice(prices, 'starter-m', 'year', 'usd')).toBe('starter-y');
    expect(reselectPrice(prices, 'growth-y', 'month', 'usd')).toBe('growth-m');
    expect(reselectPrice(prices, 'growth-m', 'year', 'eur')).toBeNull();
    expect(reselectPrice(prices, null, 'year', 'usd')).toBeNull();
  });

  it('shows cents without decimals, exactly', () => {
    expect(formatPriceAmount(4900, 'usd')).toBe('USD\u00a049');
    expect(formatPriceAmount(199000, 'eur')).toBe('EUR\u00a01,990');
    expect(formatPriceAmount(5, 'usd')).toBe('USD\u00a00');
  });
});
