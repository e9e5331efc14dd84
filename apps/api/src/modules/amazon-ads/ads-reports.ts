// A profile's daily reports across runs (docs/amazon-ads-sync.md): each run asks
// for the windows that are due (ads-report-windows.ts), then looks once at every
// report still open. Amazon makes them in minutes or hours: one still PENDING is
// left for the next run (nothing holds a worker); one COMPLETED is downloaded and
// its days replace what the tables held (source 'api'); a FAILED one, or one not
// finished within a day, is marked FAILED and its days are asked for again.
import type { Database } from '@brandlens/db';
import { writeAdDaysInTransaction, type AdAsinDayInput, type AdCampaignDayInput } from './ad-days-writer.queries.ts';
import type { AdsApiClient } from './ads-api-client.ts';
import { AdsReportFileError, AdsRequestError } from './ads-api.errors.ts';
import { ZAdsReport } from './ads-api.schemas.ts';
import type { EntityProfile } from './ads-entities-sync.ts';
import { downloadReportRows } from './ads-report-download.ts';
import {
  findOpenReportRequests,
  findReportCoverage,
  insertReportRequest,
  updateReportRequest,
} from './ads-report-requests.queries.ts';
import {
  AD_REPORT_TYPES,
  AD_REPORTS,
  reportRequestBody,
  reportRowsToInputs,
  type TAdReportType,
} from './ads-report-rows.ts';
import { estimatedFrom, lastFullDay, windowsDue } from './ads-report-windows.ts';

export interface ReportsProfile extends EntityProfile {
  timezone: string;
}

export interface ReportsOutcome {
  created: number;
  /** Reports downloaded and stored in this run, and their rows. */
  stored: number;
  rowsStored: number;
  /** Reports Amazon is still making, and when the oldest was asked for. */
  open: number;
  oldestOpenAt: Date | null;
  /** What went wrong with single reports (the others went on). */
  problems: string[];
}

/** A report not finished after this long is given up and asked for again. */
const GIVE_UP_AFTER_MS = 24 * 3600_000;
const CREATE_MEDIA = 'application/vnd.createasyncreportrequest.v3+json';

/** Sponsored Brands and Display reports of an account not open to them are refused: nothing to report. */
const isRefusedForProduct = (type: TAdReportType, error: unknown) =>
  AD_REPORTS[type].product !== 'SP' &&
  error instanceof AdsRequestError &&
  error.status !== undefined &&
  [400, 403, 404].includes(error.status);

/** Creates a report; a duplicate of one Amazon is still making answers 425 with that report's id. */
async function createReport(
  client: AdsApiClient,
  profileId: string,
  type: TAdReportType,
  startDay: string,
  endDay: string,
) {
  try {
    const report = await client.send(
      {
        operation: 'createReport',
        method: 'POST',
        path: '/reporting/reports',
        profileId,
        mediaType: CREATE_MEDIA,
        accept: 'application/vnd.createasyncreportresponse.v3+json',
        body: reportRequestBody(type, startDay, endDay),
      },
      ZAdsReport,
    );
    return { reportId: report.reportId, status: report.status };
  } catch (error) {
    const detail = error instanceof AdsRequestError && error.status === 425 ? JSON.stringify(error.body ?? '') : '';
    const duplicateOf = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.exec(detail)?.[0];
    if (duplicateOf) return { reportId: duplicateOf, status: 'PENDING' as const };
    throw error;
  }
}

async function requestDueReports(
  db: Database,
  client: AdsApiClient,
  profile: ReportsProfile,
  lastDay: string,
  outcome: ReportsOutcome,
) {
  const coverage = await findReportCoverage(db, profile.sellerId, profile.profileId);
  for (const type of AD_REPORT_TYPES) {
    const current = coverage.find((row) => row.reportTypeId === type);
    const windows = windowsDue(
      {
        completedThrough: current?.completedThrough ?? null,
        requestedThrough: current?.requestedThrough ?? null,
        openCount: current?.openCount ?? 0,
      },
      lastDay,
    );
    for (const window of windows) {
      let created;
      try {
        created = await createReport(client, profile.profileId, type, window.startDay, window.endDay);
      } catch (error) {
        if (isRefusedForProduct(type, error)) break;
        throw error;
      }
      await insertReportRequest(db, {
        sellerId: profile.sellerId,
        profileId: profile.profileId,
        reportTypeId: type,
        ...window,
        ...created,
      });
      outcome.created += 1;
    }
  }
}

type OpenRequest = Awaited<ReturnType<typeof findOpenReportRequests>>[number];

/** Downloads a finished report and replaces its days in the tables. */
async function storeReport(db: Database, profile: ReportsProfile, request: OpenRequest, url: string, lastDay: string) {
  const type = request.reportTypeId as TAdReportType;
  const definition = AD_REPORTS[type];
  const rows = reportRowsToInputs(await downloadReportRows(url), {
    type,
    marketplaceId: profile.marketplaceId,
    currency: profile.currency,
    startDay: request.startDay,
    endDay: request.endDay,
    estimatedFrom: estimatedFrom(lastDay),
  });
  const result = await writeAdDaysInTransaction(db, {
    sellerId: profile.sellerId,
    source: 'api',
    importId: null,
    scope: {
      table: definition.table,
      marketplaceId: profile.marketplaceId,
      adProducts: [definition.product],
      fromDay: request.startDay,
      toDay: request.endDay,
    },
    ...(definition.table === 'campaign'
      ? { campaigns: rows as AdCampaignDayInput[] }
      : { asins: rows as AdAsinDayInput[] }),
  });
  return result.rowsStored;
}

/** One look at an open report: still open, stored, or failed. */
async function followReport(
  db: Database,
  client: AdsApiClient,
  profile: ReportsProfile,
  request: OpenRequest,
  context: { lastDay: string; now: Date },
  outcome: ReportsOutcome,
) {
  const report = await client.send(
    {
      operation: 'getReport',
      method: 'GET',
      path: `/reporting/reports/${encodeURIComponent(request.reportId)}`,
      profileId: profile.profileId,
      accept: 'application/vnd.getasyncreportresponse.v3+json',
    },
    ZAdsReport,
  );
  const label = `${request.reportTypeId} ${request.startDay}..${request.endDay}`;
  if (report.status === 'FAILED') {
    await updateReportRequest(db, request.id, {
      status: 'FAILED',
      failureReason: report.failureReason ?? 'Amazon gave no reason',
    });
    outcome.problems.push(`Amazon could not make the ${label} report: ${report.failureReason ?? 'no reason given'}`);
    return;
  }
  if (report.status === 'COMPLETED' && report.url) {
    const rowsStored = await storeReport(db, profile, request, report.url, context.lastDay);
    await updateReportRequest(db, request.id, { status: 'COMPLETED', rowsStored, failureReason: null });
    outcome.stored += 1;
    outcome.rowsStored += rowsStored;
    return;
  }
  if (context.now.getTime() - request.requestedAt.getTime() > GIVE_UP_AFTER_MS) {
    await updateReportRequest(db, request.id, {
      status: 'FAILED',
      failureReason: 'Amazon did not finish the report within a day',
    });
    return;
  }
  await updateReportRequest(db, request.id, { status: report.status === 'PROCESSING' ? 'PROCESSING' : 'PENDING' });
  outcome.open += 1;
  if (!outcome.oldestOpenAt || request.requestedAt < outcome.oldestOpenAt) outcome.oldestOpenAt = request.requestedAt;
}

export async function syncAdReports(
  db: Database,
  client: AdsApiClient,
  profile: ReportsProfile,
  now: Date,
): Promise<ReportsOutcome> {
  const lastDay = lastFullDay(profile.timezone, now);
  const outcome: ReportsOutcome = { created: 0, stored: 0, rowsStored: 0, open: 0, oldestOpenAt: null, problems: [] };
  await requestDueReports(db, client, profile, lastDay, outcome);
  for (const request of await findOpenReportRequests(db, profile.sellerId, profile.profileId)) {
    try {
      await followReport(db, client, profile, request, { lastDay, now }, outcome);
    } catch (error) {
      // A report that cannot be read now stays open: the next run looks again (a day at most).
      if (!(error instanceof AdsRequestError) && !(error instanceof AdsReportFileError)) throw error;
      outcome.open += 1;
      outcome.problems.push(
        `${request.reportTypeId} ${request.startDay}..${request.endDay}: ${(error as Error).message}`,
      );
    }
  }
  return outcome;
}
