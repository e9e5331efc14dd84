// Login with Amazon and the Amazon Ads API, faked at the HTTP boundary for tests
// (the data it answers from: fake-amazon-ads-data.ts). Token grants
// (authorization_code for a code it issued, refresh_token; 400 invalid_grant
// otherwise), 401 for an access token it does not know (revoked), /v2/profiles,
// the v3 list calls with nextToken pages, Sponsored Brands v4 and Display
// campaigns, reporting v3: a report is PENDING on its first look(s), then
// COMPLETED with a URL this server serves as gzip JSON; a duplicate answers 425;
// and a 429 with Retry-After on the next call of an operation when asked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as data from './fake-amazon-ads-data.ts';
import { FakeLwaGrants } from './fake-amazon-ads-grants.ts';
import { error, FakeAdsReporting, type Answer } from './fake-amazon-ads-reports.ts';

export interface FakeAdsCall {
  operation: string;
  status: number;
  profileId: string | undefined;
  body: unknown;
}

const SP_LISTS: Record<string, { operation: string; key: string; media: string }> = {
  '/sp/campaigns/list': { operation: 'listSpCampaigns', key: 'campaigns', media: 'spCampaign' },
  '/sp/adGroups/list': { operation: 'listSpAdGroups', key: 'adGroups', media: 'spAdGroup' },
  '/sp/keywords/list': { operation: 'listSpKeywords', key: 'keywords', media: 'spKeyword' },
  '/sp/targets/list': { operation: 'listSpTargets', key: 'targetingClauses', media: 'spTargetingClause' },
  '/sp/productAds/list': { operation: 'listSpProductAds', key: 'productAds', media: 'spProductAd' },
};

export class FakeAmazonAds {
  clientId = 'amzn1.application-oa2-client.fake-ads';
  clientSecret = 'fake-ads-client-secret';
  profiles: data.FakeAdsProfile[] = [];
  campaigns: data.FakeCampaign[] = [];
  adGroups: data.FakeAdGroup[] = [];
  keywords: data.FakeKeyword[] = [];
  targets: data.FakeTarget[] = [];
  productAds: data.FakeProductAd[] = [];
  days: data.FakeAdDay[] = [];
  /** Looks a new report answers PENDING before COMPLETED. */
  pendingLooks = 1;
  /** Items per page of the list calls (small, so tests see nextToken). */
  pageSize = 2;
  /** Reporting v3: the reports asked for, and how they answer. */
  readonly reporting = new FakeAdsReporting(this);
  readonly calls: FakeAdsCall[] = [];
  /** Login with Amazon: codes, refresh and access tokens it issued. */
  readonly grants = new FakeLwaGrants(this);
  readonly #failures = new Map<string, Answer[]>();
  baseUrl = '';

  /** What the consent page does when the user allows: a one-time code for this redirect URI. */
  issueCode(redirectUri: string): string {
    return this.grants.issueCode(redirectUri);
  }

  get refreshTokens(): ReadonlySet<string> {
    return this.grants.refreshTokens;
  }

  /** The next `times` calls of `operation` answer 429 with Retry-After, or another failure status. */
  failNext(operation: string, status: number, options: { times?: number; retryAfterSeconds?: number } = {}): void {
    const queue = this.#failures.get(operation) ?? [];
    for (let index = 0; index < (options.times ?? 1); index += 1)
      queue.push(
        status === 429
          ? {
              ...error(429, '429', 'Too Many Requests'),
              headers: { 'Retry-After': String(options.retryAfterSeconds ?? 1) },
            }
          : error(status, String(status), 'Internal error'),
      );
    this.#failures.set(operation, queue);
  }

  /** The user removed the app: the refresh token is refused and its access tokens with it. */
  revoke(refreshToken: string): void {
    this.grants.revoke(refreshToken);
  }

  /** Access tokens expired early: the next call answers 401 and a fresh token works. */
  revokeAccessTokens(): void {
    this.grants.revokeAccessTokens();
  }

  callsOf(operation: string): FakeAdsCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  /** Whether a Login with Amazon request is this fake's (a code or refresh token it issued). */
  ownsTokenRequest(form: URLSearchParams): boolean {
    return this.grants.owns(form);
  }

  /** Answers an Ads API or token request; false when the path is not one of this fake's. */
  handle(request: IncomingMessage, body: string, response: ServerResponse): boolean {
    const url = new URL(request.url ?? '/', this.baseUrl || 'http://fake-ads');
    const send = (answer: Answer) =>
      response
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(JSON.stringify(answer.body));
    if (url.pathname === '/auth/o2/token') {
      send(this.grants.grant(new URLSearchParams(body)));
      return true;
    }
    const report = /^\/fake-ads-reports\/([^/]+)\.json\.gz$/.exec(url.pathname);
    if (report) {
      const file = this.reporting.file(report[1]!);
      if (file) response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
      else response.writeHead(404).end();
      return true;
    }
    const route = this.#route(request.method ?? 'GET', url);
    if (!route) return false;
    const profileId = request.headers['amazon-advertising-api-scope'] as string | undefined;
    const parsed = body ? (JSON.parse(body) as unknown) : undefined;
    const answer =
      this.#authorise(request, route, profileId) ??
      this.#failures.get(route.operation)?.shift() ??
      route.run(parsed, profileId ?? '');
    this.calls.push({ operation: route.operation, status: answer.status, profileId, body: parsed });
    send(answer);
    return true;
  }

  #authorise(
    request: IncomingMessage,
    route: { scoped: boolean; media?: string },
    profileId: string | undefined,
  ): Answer | undefined {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!this.grants.isLive(token)) return error(401, 'UNAUTHORIZED', 'Not authorized to access this advertiser');
    if (request.headers['amazon-advertising-api-clientid'] !== this.clientId)
      return error(401, 'UNAUTHORIZED', 'Amazon-Advertising-API-ClientId is not a registered client');
    if (route.scoped && !this.profiles.some((profile) => profile.profileId === profileId))
      return error(401, 'UNAUTHORIZED', 'Not authorized to access scope');
    if (route.media && request.method === 'POST' && request.headers['content-type'] !== route.media)
      return error(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${route.media}`);
    return undefined;
  }

  #route(method: string, url: URL) {
    const path = url.pathname;
    const list = SP_LISTS[path];
    if (method === 'POST' && list)
      return {
        ...list,
        scoped: true,
        media: `application/vnd.${list.media}.v3+json`,
        run: (body: unknown, profileId: string) => this.#page(list.key, this.#spItems(list.key, profileId), body),
      };
    if (method === 'POST' && path === '/sb/v4/campaigns/list')
      return {
        operation: 'listSbCampaigns',
        scoped: true,
        media: 'application/vnd.sbcampaignresource.v4+json',
        run: (body: unknown, profileId: string) =>
          this.#page('campaigns', this.#campaignsOf(profileId, 'SB').map(data.sbCampaignAnswer), body),
      };
    if (method === 'GET' && path === '/sd/campaigns')
      return {
        operation: 'listSdCampaigns',
        scoped: true,
        run: (_body: unknown, profileId: string) => {
          const start = Number(url.searchParams.get('startIndex') ?? 0);
          const all = this.#campaignsOf(profileId, 'SD').map(data.sdCampaignAnswer);
          return { status: 200, body: all.slice(start, start + Number(url.searchParams.get('count') ?? 100)) };
        },
      };
    if (method === 'GET' && path === '/v2/profiles')
      return {
        operation: 'listProfiles',
        scoped: false,
        run: () => ({ status: 200, body: this.profiles.map(data.profileAnswer) }),
      };
    if (method === 'POST' && path === '/reporting/reports')
      return {
        operation: 'createReport',
        scoped: true,
        media: 'application/vnd.createasyncreportrequest.v3+json',
        run: (body: unknown, profileId: string) => this.reporting.create(body, profileId),
      };
    const status = /^\/reporting\/reports\/([^/]+)$/.exec(path);
    if (method === 'GET' && status)
      return {
        operation: 'getReport',
        scoped: true,
        run: (_body: unknown, profileId: string) => this.reporting.look(decodeURIComponent(status[1]!), profileId),
      };
    return undefined;
  }

  #campaignsOf(profileId: string, adProduct: data.FakeAdProduct) {
    return this.campaigns.filter((campaign) => campaign.profileId === profileId && campaign.adProduct === adProduct);
  }

  #spItems(key: string, profileId: string): unknown[] {
    const of = <T extends { profileId: string }>(items: T[]) => items.filter((item) => item.profileId === profileId);
    const strip = <T extends { profileId: string }>({ profileId: _profileId, ...item }: T) => ({
      ...item,
      state: 'ENABLED',
    });
    if (key === 'campaigns') return this.#campaignsOf(profileId, 'SP').map(data.spCampaignAnswer);
    if (key === 'adGroups') return of(this.adGroups).map(strip);
    if (key === 'keywords') return of(this.keywords).map(strip);
    if (key === 'targetingClauses') return of(this.targets).map(strip);
    return of(this.productAds).map(strip);
  }

  /** A v3 page: maxResults items from the nextToken's offset, and the next token while more remain. */
  #page(key: string, items: unknown[], body: unknown): Answer {
    const request = (body ?? {}) as { maxResults?: number; nextToken?: string };
    const offset = request.nextToken ? Number(Buffer.from(request.nextToken, 'base64url').toString()) : 0;
    const size = Math.min(this.pageSize, request.maxResults ?? this.pageSize);
    const next = offset + size < items.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
    return {
      status: 200,
      body: {
        [key]: items.slice(offset, offset + size),
        totalResults: items.length,
        ...(next ? { nextToken: next } : {}),
      },
    };
  }
}

export interface RunningFakeAmazonAds {
  fake: FakeAmazonAds;
  /** AMAZON_LWA_TOKEN_URL, AMAZON_ADS_API_ENDPOINT and AMAZON_ADS_CONSENT_URL pointing at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeAmazonAds(): Promise<RunningFakeAmazonAds> {
  const fake = new FakeAmazonAds();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!fake.handle(request, Buffer.concat(chunks).toString('utf8'), response))
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":"NOT_FOUND"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    env: {
      AMAZON_ADS_CLIENT_ID: fake.clientId,
      AMAZON_ADS_CLIENT_SECRET: fake.clientSecret,
      AMAZON_LWA_TOKEN_URL: `${fake.baseUrl}/auth/o2/token`,
      AMAZON_ADS_API_ENDPOINT: fake.baseUrl,
      AMAZON_ADS_CONSENT_URL: fake.baseUrl,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
