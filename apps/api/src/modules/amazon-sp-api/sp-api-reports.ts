// Reports API 2021-06-30: list, create, check and download. A report can stay
// IN_QUEUE or IN_PROGRESS for hours, so nothing here waits for one: a job
// calls checkReport, and when it is pending, runs again after nextCheckInMs.
import { Readable, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { SpApiReportFailedError, SpApiRequestError } from './sp-api.errors.ts';
import {
  ZCreateReportAnswer,
  ZGetReportsAnswer,
  ZReport,
  ZReportDocument,
  type TReport,
  type TReportDocument,
} from './sp-api.schemas.ts';
import type { SpApiClient } from './sp-api-client.ts';

const REPORTS = '/reports/2021-06-30';

export interface ReportsFilter {
  reportTypes: readonly string[];
  createdSince?: Date;
  createdUntil?: Date;
  processingStatuses?: readonly TReport['processingStatus'][];
  marketplaceIds?: readonly string[];
}

/** Every report matching the filter, page after page (Amazon's nextToken replaces the filter on later pages). */
export async function* listReports(client: SpApiClient, filter: ReportsFilter): AsyncGenerator<TReport> {
  let nextToken: string | undefined;
  do {
    const page = await client.send(
      'getReports',
      {
        method: 'GET',
        path: `${REPORTS}/reports`,
        query: nextToken
          ? { nextToken }
          : {
              reportTypes: filter.reportTypes,
              processingStatuses: filter.processingStatuses,
              marketplaceIds: filter.marketplaceIds,
              createdSince: filter.createdSince?.toISOString(),
              createdUntil: filter.createdUntil?.toISOString(),
              pageSize: '100',
            },
      },
      ZGetReportsAnswer,
    );
    yield* page.reports;
    nextToken = page.nextToken;
  } while (nextToken);
}

export interface ReportRequest {
  reportType: string;
  marketplaceIds: readonly string[];
  dataStartTime?: Date;
  dataEndTime?: Date;
  /** Report-specific options (Sales and Traffic: dateGranularity, asinGranularity). */
  reportOptions?: Record<string, string>;
}

export async function createReport(client: SpApiClient, request: ReportRequest): Promise<string> {
  const answer = await client.send(
    'createReport',
    {
      method: 'POST',
      path: `${REPORTS}/reports`,
      body: {
        reportType: request.reportType,
        marketplaceIds: request.marketplaceIds,
        dataStartTime: request.dataStartTime?.toISOString(),
        dataEndTime: request.dataEndTime?.toISOString(),
        ...(request.reportOptions ? { reportOptions: request.reportOptions } : {}),
      },
    },
    ZCreateReportAnswer,
  );
  return answer.reportId;
}

export async function getReport(client: SpApiClient, reportId: string): Promise<TReport> {
  return client.send(
    'getReport',
    { method: 'GET', path: `${REPORTS}/reports/${encodeURIComponent(reportId)}` },
    ZReport,
  );
}

export type TReportCheck =
  | { state: 'done'; report: TReport; reportDocumentId: string }
  | { state: 'pending'; report: TReport; nextCheckInMs: number };

/**
 * One look at a report. `checks` is how many looks came before; the delay
 * to the next one grows with it (30 s, 1, 2, 4 … minutes, at most 30).
 * Throws SpApiReportFailedError when Amazon ended it without a document.
 */
export async function checkReport(client: SpApiClient, reportId: string, checks: number): Promise<TReportCheck> {
  const report = await getReport(client, reportId);
  switch (report.processingStatus) {
    case 'DONE':
      if (!report.reportDocumentId)
        throw new SpApiRequestError('getReport', 200, `report ${reportId} DONE without a document`);
      return { state: 'done', report, reportDocumentId: report.reportDocumentId };
    case 'CANCELLED':
    case 'FATAL':
      throw new SpApiReportFailedError(reportId, report.processingStatus);
    case 'IN_QUEUE':
    case 'IN_PROGRESS':
      return { state: 'pending', report, nextCheckInMs: nextReportCheckDelayMs(checks) };
  }
}

export function nextReportCheckDelayMs(checks: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, checks), 30 * 60_000);
}

export async function getReportDocument(client: SpApiClient, reportDocumentId: string): Promise<TReportDocument> {
  return client.send(
    'getReportDocument',
    { method: 'GET', path: `${REPORTS}/documents/${encodeURIComponent(reportDocumentId)}` },
    ZReportDocument,
  );
}

/**
 * The document's bytes as a stream, gunzipped when Amazon compressed it. The
 * URL is pre-signed and short-lived (5 minutes): open it right after
 * getReportDocument, and send no access token to it.
 */
export async function openReportDocument(document: TReportDocument): Promise<Readable> {
  let response: Response;
  try {
    response = await fetch(document.url, { signal: AbortSignal.timeout(10 * 60_000) });
  } catch (error) {
    throw new SpApiRequestError('downloadReportDocument', undefined, (error as Error).message, true);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SpApiRequestError('downloadReportDocument', response.status, 'the document URL did not answer it', true);
  }
  const source = Readable.fromWeb(response.body);
  if (document.compressionAlgorithm !== 'GZIP') return source;
  const gunzip = createGunzip();
  // pipeline hands a download or gunzip failure to whoever reads the gunzipped stream.
  pipeline(source, gunzip, () => undefined);
  return gunzip;
}
