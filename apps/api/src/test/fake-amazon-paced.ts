// The fake Amazon as a benchmark meets it: every answer after a network-like
// latency (Amazon's SP-API typically answers in about a quarter of a second),
// and Amazon's usage plans enforced per access token and operation, so a
// client that calls faster than a selling partner account's rate gets the 429
// Amazon would send. An access token stands for one account: the client keeps
// one per connection for its hour.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SP_API_RATE_LIMITS, type TSpApiOperation } from '../modules/amazon-sp-api/sp-api-rate-limits.ts';
import { errors, FakeAmazon, type RunningFakeAmazon } from './fake-amazon.ts';

export interface PacedFakeOptions {
  /** Mean answer time, read at each answer (a benchmark may change it); each takes 80 % to 120 % of it. */
  latencyMs: number;
  /** Answers 429 to calls beyond the account's rate (the granted one when `fake.grantedRate` is set). */
  isRateLimited?: boolean;
}

const REPORTS = '/reports/2021-06-30';
/** The operations fake-amazon.ts answers itself (the others are on `fake.routes`). */
const BUILT_IN: { method: string; pattern: RegExp; operation: TSpApiOperation }[] = [
  { method: 'GET', pattern: /^\/sellers\/v1\/marketplaceParticipations$/, operation: 'getMarketplaceParticipations' },
  { method: 'GET', pattern: new RegExp(`^${REPORTS}/reports$`), operation: 'getReports' },
  { method: 'POST', pattern: new RegExp(`^${REPORTS}/reports$`), operation: 'createReport' },
  { method: 'GET', pattern: new RegExp(`^${REPORTS}/reports/[^/]+$`), operation: 'getReport' },
  { method: 'GET', pattern: new RegExp(`^${REPORTS}/documents/[^/]+$`), operation: 'getReportDocument' },
];

const isOperation = (name: string): name is TSpApiOperation => name in SP_API_RATE_LIMITS;

export interface PacedFakeAmazon extends RunningFakeAmazon {
  /** Every account's buckets full again, as an hour without calls leaves them. */
  refillRateLimits(): void;
}

export async function startPacedFakeAmazon(options: PacedFakeOptions): Promise<PacedFakeAmazon> {
  const fake = new FakeAmazon();
  const buckets = new Map<string, { tokens: number; at: number }>();

  function operationOf(method: string, path: string): TSpApiOperation | undefined {
    const route = [...fake.routes, ...BUILT_IN].find((entry) => entry.method === method && entry.pattern.test(path));
    return route && isOperation(route.operation) ? route.operation : undefined;
  }

  /** Takes a token of the caller's bucket at arrival, as Amazon counts; false when there is none left. */
  function isAllowed(accessToken: string, operation: TSpApiOperation): boolean {
    const published = SP_API_RATE_LIMITS[operation];
    const granted = Number(fake.grantedRate);
    const rate = Number.isFinite(granted) && granted > 0 ? granted : published.rate;
    const key = `${accessToken} ${operation}`;
    const now = performance.now();
    const bucket = buckets.get(key) ?? { tokens: published.burst, at: now };
    bucket.tokens = Math.min(published.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fake.baseUrl);
    const header = request.headers['x-amz-access-token'];
    const accessToken = typeof header === 'string' ? header : undefined;
    const operation = operationOf(request.method ?? 'GET', url.pathname);
    const isRefused =
      options.isRateLimited === true &&
      accessToken !== undefined &&
      operation !== undefined &&
      !isAllowed(accessToken, operation);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delay = options.latencyMs * (0.8 + 0.4 * Math.random());
      setTimeout(() => {
        if (!isRefused) return fake.handle(request, Buffer.concat(chunks).toString('utf8'), response);
        fake.calls.push({ operation: operation ?? 'unknown', status: 429, query: url.searchParams, accessToken });
        response
          .writeHead(429, {
            'content-type': 'application/json',
            ...(fake.grantedRate ? { 'x-amzn-RateLimit-Limit': fake.grantedRate } : {}),
          })
          .end(JSON.stringify(errors('QuotaExceeded', 'You exceeded your quota for the requested resource.')));
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    tokenUrl: `${fake.baseUrl}/auth/o2/token`,
    endpoint: fake.baseUrl,
    refillRateLimits: () => buckets.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
