// Amazon's published default rate (requests per second) and burst of each
// operation this client calls (each API model's 'Usage plan': Reports 2021-06-30, Finances v0,
// Orders v0, FBA Inventory v1, Catalog Items 2022-04-01, Sellers v1).
// A seller's actual plan comes back in x-amzn-RateLimit-Limit and wins.

export interface RateLimitPlan {
  rate: number;
  burst: number;
}

export const SP_API_RATE_LIMITS = {
  getReports: { rate: 0.0222, burst: 10 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  listFinancialEventGroups: { rate: 0.5, burst: 30 },
  listFinancialEventsByGroupId: { rate: 0.5, burst: 30 },
  listFinancialEvents: { rate: 0.5, burst: 30 },
  getOrders: { rate: 0.0167, burst: 20 },
  getOrderItems: { rate: 0.5, burst: 30 },
  getInventorySummaries: { rate: 2, burst: 2 },
  getCatalogItem: { rate: 2, burst: 2 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
} as const satisfies Record<string, RateLimitPlan>;

export type TSpApiOperation = keyof typeof SP_API_RATE_LIMITS;

/** The rate of an x-amzn-RateLimit-Limit header ('0.0167'), or undefined when absent or not a positive number. */
export function parseRateLimitHeader(value: string | null): number | undefined {
  if (value === null) return undefined;
  const rate = Number(value.trim());
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };

/** Exponential backoff with 'equal jitter': half the step fixed, half random, so retrying workers spread out. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}
