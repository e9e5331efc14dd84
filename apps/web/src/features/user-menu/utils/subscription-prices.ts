import type { TBillingInterval, TPrice, TSubscriptionCurrency } from '@brandlens/contracts';
import { formatMoney } from '../../../lib/format/format-money';

// SPEC §4 subscription dialog: price cards per interval and currency; switching the interval
// reselects the price with the same revenueCondition; amounts arrive in cents and are shown without
// decimals (SPEC §9).

/** The cards for an interval and currency: prices that can be paid in that currency. */
export function pricesFor(prices: TPrice[], interval: TBillingInterval, currency: TSubscriptionCurrency): TPrice[] {
  return prices.filter((price) => price.interval === interval && price.currencyOptions[currency] !== undefined);
}

/** After a switch of interval or currency: the price for the same GMV range, if one is offered. */
export function reselectPrice(
  prices: TPrice[],
  selectedId: string | null,
  interval: TBillingInterval,
  currency: TSubscriptionCurrency,
): string | null {
  const selected = prices.find((price) => price.id === selectedId);
  if (!selected) return null;
  const match = pricesFor(prices, interval, currency).find(
    (price) => price.revenueCondition === selected.revenueCondition,
  );
  return match?.id ?? null;
}

/** 4900 cents in usd → 'USD 49'. Exact: cents become a decimal string, never a float. */
export function formatPriceAmount(cents: number, currency: TSubscriptionCurrency): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = String(Math.abs(cents)).padStart(3, '0');
  const decimal = `${sign}${absolute.slice(0, -2)}.${absolute.slice(-2)}`;
  return formatMoney(decimal, currency.toUpperCase(), 0);
}
