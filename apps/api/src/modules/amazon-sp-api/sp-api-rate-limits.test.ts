import { describe, expect, it } from 'vitest';
import { nextReportCheckDelayMs } from './sp-api-reports.ts';
import { spApiBaseUrl } from './sp-api-config.ts';
import { parseRateLimitHeader, retryDelayMs, SP_API_RATE_LIMITS } from './sp-api-rate-limits.ts';

describe('SP-API rate limits, retries and hosts', () => {
  it("keeps Amazon's published defaults of the operations the sync calls", () => {
    expect(SP_API_RATE_LIMITS).toEqual({
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
    });
  });

  it('reads x-amzn-RateLimit-Limit, ignoring what is not a positive rate', () => {
    expect(parseRateLimitHeader('0.0167')).toBe(0.0167);
    expect(parseRateLimitHeader(' 2 ')).toBe(2);
    for (const value of [null, '', '0', '-1', 'fast', 'NaN']) expect(parseRateLimitHeader(value)).toBeUndefined();
  });

  it('backs off exponentially with jitter, within half and all of each step, capped', () => {
    const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 8000 };
    expect([0, 1, 2, 3, 6].map((attempt) => retryDelayMs(policy, attempt, () => 0))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ]);
    expect([0, 1, 2, 3, 6].map((attempt) => retryDelayMs(policy, attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it('checks a pending report again after 30 s, then twice as long each time, at most 30 minutes', () => {
    expect([0, 1, 2, 5, 6, 20].map(nextReportCheckDelayMs)).toEqual([
      30_000, 60_000, 120_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });

  it("calls the connection's regional host, or AMAZON_SP_API_ENDPOINT for every region", () => {
    expect(spApiBaseUrl({ endpoint: undefined }, 'eu')).toBe('https://sellingpartnerapi-eu.amazon.com');
    expect(spApiBaseUrl({ endpoint: undefined }, 'na')).toBe('https://sellingpartnerapi-na.amazon.com');
    expect(spApiBaseUrl({ endpoint: undefined }, 'fe')).toBe('https://sellingpartnerapi-fe.amazon.com');
    expect(spApiBaseUrl({ endpoint: 'http://127.0.0.1:9000/' }, 'fe')).toBe('http://127.0.0.1:9000');
  });
});
