// Login with Amazon and the SP-API Reports operations, faked at the HTTP
// boundary for tests, in the shapes of Amazon's models (reports_2021-06-30
// examples in ../shared/samples): token refresh (400 invalid_grant for a
// refresh token it does not know), getReports with nextToken pages,
// createReport/getReport (IN_PROGRESS for a number of polls, then DONE, or
// CANCELLED), getReportDocument with a URL this server serves, gzip or not,
// and a 429 with x-amzn-RateLimit-Limit on the next call of an operation.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface FakeReport {
  reportId: string;
  reportType: string;
  createdTime: string;
  dataStartTime: string;
  dataEndTime: string;
  marketplaceIds: string[];
  /** getReport answers IN_PROGRESS this many more times, then `finalStatus`. */
  pollsLeft: number;
  finalStatus: 'DONE' | 'CANCELLED' | 'FATAL';
  content: string;
  isGzip: boolean;
}

export interface FakeCall {
  operation: string;
  status: number;
  query: URLSearchParams;
  accessToken: string | undefined;
}

const REPORTS = '/reports/2021-06-30';

/** An operation another file adds to the fake (fake-amazon-*.ts): matched before the Reports API's. */
export interface FakeRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: RegExp;
  operation: string;
  run: (match: RegExpExecArray, url: URL, body: string) => FakeAnswer;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** What createReport of a report type makes, from the request (a generated document). */
export type FakeReportContent = (request: {
  marketplaceIds: string[];
  dataStartTime: string | undefined;
  dataEndTime: string | undefined;
  reportOptions: Record<string, string> | undefined;
}) => string;

export class FakeAmazon {
  readonly refreshTokens = new Set<string>();
  readonly reports: FakeReport[] = [];
  readonly calls: FakeCall[] = [];
  readonly tokenRequests: URLSearchParams[] = [];
  /** Operations added by other files, tried first. */
  readonly routes: FakeRoute[] = [];
  /** Documents createReport makes per report type, instead of `nextCreated.content`. */
  readonly reportContent = new Map<string, FakeReportContent>();
  /** getMarketplaceParticipations: the marketplaces the account sells in. */
  participatingMarketplaceIds = ['ATVPDKIKX0DER'];
  /** When set, every SP-API answer carries it in x-amzn-RateLimit-Limit (a generous plan keeps long syncs short). */
  grantedRate: string | undefined;
  /** Reports per getReports page. */
  pageSize = 100;
  /** expires_in of the access tokens it issues. */
  accessTokenSeconds = 3600;
  /** What the next createReport makes. */
  nextCreated: Pick<FakeReport, 'pollsLeft' | 'finalStatus' | 'content' | 'isGzip'> = {
    pollsLeft: 0,
    finalStatus: 'DONE',
    content: '',
    isGzip: false,
  };
  readonly #failures = new Map<string, { status: number; rateLimitHeader: string | undefined }[]>();
  readonly #accessTokens = new Set<string>();
  #lastFilter = new URLSearchParams();
  baseUrl = '';

  /** The next `times` calls of `operation` answer `status` (429: with this x-amzn-RateLimit-Limit). */
  failNext(operation: string, status: number, options: { times?: number; rateLimitHeader?: string } = {}): void {
    const queue = this.#failures.get(operation) ?? [];
    for (let index = 0; index < (options.times ?? 1); index += 1)
      queue.push({ status, rateLimitHeader: options.rateLimitHeader });
    this.#failures.set(operation, queue);
  }

  /** Makes every access token issued so far unknown, as when Amazon expires them early. */
  revokeAccessTokens(): void {
    this.#accessTokens.clear();
  }

  addReport(report: Partial<FakeReport> & Pick<FakeReport, 'reportType' | 'createdTime' | 'content'>): FakeReport {
    const created: FakeReport = {
      reportId: String(50_000_000_000 + this.reports.length),
      dataStartTime: report.createdTime,
      dataEndTime: report.createdTime,
      marketplaceIds: ['ATVPDKIKX0DER'],
      pollsLeft: 0,
      finalStatus: 'DONE',
      isGzip: false,
      ...report,
    };
    this.reports.push(created);
    return created;
  }

  callsOf(operation: string): FakeCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  handle(request: IncomingMessage, body: string, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (url.pathname === '/auth/o2/token') return this.#token(new URLSearchParams(body), response);
    const documentPath = /^\/fake-documents\/(.+)$/.exec(url.pathname);
    if (documentPath) return this.#download(decodeURIComponent(documentPath[1]!), response);
    const route = this.#route(request.method ?? 'GET', url.pathname);
    const accessToken = request.headers['x-amz-access-token'] as string | undefined;
    const answer = (status: number, payload: unknown, extra: Record<string, string> = {}) => {
      const headers = { ...(this.grantedRate ? { 'x-amzn-RateLimit-Limit': this.grantedRate } : {}), ...extra };
      this.calls.push({ operation: route.operation, status, query: url.searchParams, accessToken });
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
    };
    if (!accessToken || !this.#accessTokens.has(accessToken))
      return answer(403, errors('Unauthorized', 'Access to requested resource is denied.'));
    const failure = this.#failures.get(route.operation)?.shift();
    if (failure?.status === 429)
      return answer(429, errors('QuotaExceeded', 'You exceeded your quota for the requested resource.'), {
        ...(failure.rateLimitHeader ? { 'x-amzn-RateLimit-Limit': failure.rateLimitHeader } : {}),
      });
    if (failure)
      return answer(failure.status, errors('InternalFailure', 'We encountered an internal error. Please try again.'));
    const result = route.run(url, body);
    return answer(result.status, result.body);
  }

  #route(method: string, path: string): { operation: string; run: (url: URL, body: string) => Answer } {
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (match) return { operation: route.operation, run: (url, body) => route.run(match, url, body) };
    }
    if (path === '/sellers/v1/marketplaceParticipations' && method === 'GET')
      return { operation: 'getMarketplaceParticipations', run: () => this.#participations() };
    if (path === `${REPORTS}/reports` && method === 'GET')
      return { operation: 'getReports', run: (url) => this.#list(url) };
    if (path === `${REPORTS}/reports` && method === 'POST')
      return { operation: 'createReport', run: (_url, body) => this.#create(body) };
    const report = new RegExp(`^${REPORTS}/reports/([^/]+)$`).exec(path);
    if (report && method === 'GET') return { operation: 'getReport', run: () => this.#poll(report[1]!) };
    const document = new RegExp(`^${REPORTS}/documents/([^/]+)$`).exec(path);
    if (document && method === 'GET')
      return { operation: 'getReportDocument', run: () => this.#document(decodeURIComponent(document[1]!)) };
    return {
      operation: 'unknown',
      run: () => ({ status: 404, body: errors('NotFound', `no fake for ${method} ${path}`) }),
    };
  }

  #token(form: URLSearchParams, response: ServerResponse): void {
    this.tokenRequests.push(form);
    response.setHeader('content-type', 'application/json');
    const refreshToken = form.get('refresh_token') ?? '';
    if (form.get('grant_type') !== 'refresh_token' || !this.refreshTokens.has(refreshToken)) {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: 'invalid_grant',
          error_description: 'The request has an invalid grant parameter : refresh_token',
        }),
      );
      return;
    }
    const accessToken = `Atza|${randomUUID()}`;
    this.#accessTokens.add(accessToken);
    response.end(
      JSON.stringify({
        access_token: accessToken,
        refresh_token: refreshToken,
        token_type: 'bearer',
        expires_in: this.accessTokenSeconds,
      }),
    );
  }

  #participations(): Answer {
    return {
      status: 200,
      body: {
        payload: this.participatingMarketplaceIds.map((id) => ({
          marketplace: { id, countryCode: 'US', name: id, defaultCurrencyCode: 'USD', defaultLanguageCode: 'en_US' },
          participation: { isParticipating: true, hasSuspendedListings: false },
          storeName: 'Fake store',
        })),
      },
    };
  }

  #list(url: URL): Answer {
    const offset = url.searchParams.has('nextToken')
      ? Number(Buffer.from(url.searchParams.get('nextToken')!, 'base64').toString())
      : 0;
    const filter = url.searchParams.has('nextToken') ? this.#lastFilter : url.searchParams;
    this.#lastFilter = filter;
    const types = filter.get('reportTypes')?.split(',') ?? [];
    const since = filter.get('createdSince');
    const statuses = filter.get('processingStatuses')?.split(',');
    const matching = this.reports
      .filter((report) => types.includes(report.reportType) && (!since || report.createdTime >= since))
      .filter((report) => !statuses || statuses.includes(reportAnswer(report).processingStatus))
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime));
    const page = matching.slice(offset, offset + this.pageSize);
    const next =
      offset + this.pageSize < matching.length
        ? Buffer.from(String(offset + this.pageSize)).toString('base64')
        : undefined;
    return {
      status: 200,
      body: { reports: page.map((report) => reportAnswer(report)), ...(next ? { nextToken: next } : {}) },
    };
  }

  #create(body: string): Answer {
    const request = JSON.parse(body) as {
      reportType?: string;
      marketplaceIds?: string[];
      dataStartTime?: string;
      dataEndTime?: string;
      reportOptions?: Record<string, string>;
    };
    if (!request.reportType || !request.marketplaceIds?.length)
      return { status: 400, body: errors('InvalidInput', 'reportType and marketplaceIds are required') };
    const now = new Date().toISOString();
    const generate = this.reportContent.get(request.reportType);
    const report = this.addReport({
      ...this.nextCreated,
      ...(generate
        ? {
            content: generate({
              marketplaceIds: request.marketplaceIds,
              dataStartTime: request.dataStartTime,
              dataEndTime: request.dataEndTime,
              reportOptions: request.reportOptions,
            }),
          }
        : {}),
      dataEndTime: request.dataEndTime ?? now,
      reportType: request.reportType,
      marketplaceIds: request.marketplaceIds,
      createdTime: now,
      dataStartTime: request.dataStartTime ?? now,
    });
    return { status: 202, body: { reportId: report.reportId } };
  }

  #poll(reportId: string): Answer {
    const report = this.reports.find((candidate) => candidate.reportId === reportId);
    if (!report) return { status: 404, body: errors('NotFound', 'Report not found') };
    const answer = reportAnswer(report);
    if (report.pollsLeft > 0) report.pollsLeft -= 1;
    return { status: 200, body: answer };
  }

  #document(documentId: string): Answer {
    const report = this.reports.find((candidate) => documentIdOf(candidate) === documentId);
    if (!report || report.finalStatus !== 'DONE')
      return { status: 404, body: errors('NotFound', 'Document not found') };
    return {
      status: 200,
      body: {
        reportDocumentId: documentId,
        url: `${this.baseUrl}/fake-documents/${encodeURIComponent(documentId)}`,
        ...(report.isGzip ? { compressionAlgorithm: 'GZIP' } : {}),
      },
    };
  }

  #download(documentId: string, response: ServerResponse): void {
    const report = this.reports.find((candidate) => documentIdOf(candidate) === documentId);
    if (!report) return void response.writeHead(404).end();
    const bytes = Buffer.from(report.content, 'utf8');
    response
      .writeHead(200, { 'content-type': 'application/octet-stream' })
      .end(report.isGzip ? gzipSync(bytes) : bytes);
  }
}

type Answer = FakeAnswer;

/** The SP-API's error body. */
export const errors = (code: string, message: string) => ({ errors: [{ code, message, details: '' }] });
const documentIdOf = (report: FakeReport) => `amzn1.spdoc.1.4.na.${report.reportId}.T2OL05CQTET8D2.3211`;

/** A report as getReport and getReports answer it: status and document id only once processed. */
export function reportAnswer(report: FakeReport) {
  const status = report.pollsLeft > 0 ? 'IN_PROGRESS' : report.finalStatus;
  return {
    reportId: report.reportId,
    reportType: report.reportType,
    marketplaceIds: report.marketplaceIds,
    dataStartTime: report.dataStartTime,
    dataEndTime: report.dataEndTime,
    createdTime: report.createdTime,
    processingStatus: status,
    processingStartTime: report.createdTime,
    ...(status === 'IN_PROGRESS' ? {} : { processingEndTime: report.createdTime }),
    ...(status === 'DONE' ? { reportDocumentId: documentIdOf(report) } : {}),
  };
}

export interface RunningFakeAmazon {
  fake: FakeAmazon;
  /** AMAZON_LWA_TOKEN_URL and AMAZON_SP_API_ENDPOINT pointing at this server. */
  tokenUrl: string;
  endpoint: string;
  close(): Promise<void>;
}

export async function startFakeAmazon(): Promise<RunningFakeAmazon> {
  const fake = new FakeAmazon();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => fake.handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    tokenUrl: `${fake.baseUrl}/auth/o2/token`,
    endpoint: fake.baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
