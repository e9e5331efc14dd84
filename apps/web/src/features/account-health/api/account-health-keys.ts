import type { TAccountHealthKpisQuery } from '@brandlens/contracts';

/** Every account health query key starts with the seller, so one seller's entries drop together. */
export const accountHealthKeys = {
  all: (sellerId: string) => ['sellers', sellerId, 'account-health'] as const,
  detail: (sellerId: string, targetCurrency: string | undefined) =>
    [...accountHealthKeys.all(sellerId), 'detail', targetCurrency ?? 'default'] as const,
  status: (sellerId: string) => [...accountHealthKeys.all(sellerId), 'status'] as const,
  kpis: (sellerId: string, query: TAccountHealthKpisQuery) =>
    [...accountHealthKeys.all(sellerId), 'kpis', query] as const,
};
