// Reporting v3 of the fake Amazon Ads API (fake-amazon-ads.ts): a report asked
// for answers PENDING for its owner's `pendingLooks` looks, then COMPLETED with a
// URL to its rows, made at that moment from the owner's figures; a request equal
// to one still pending answers 425 with that report's id, as Amazon does.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as data from './fake-amazon-ads-data.ts';

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export const error = (status: number, code: string, details: string): Answer => ({ status, body: { code, details } });

export interface FakeAdsReport {
  reportId: string;
  profileId: string;
  reportTypeId: string;
  startDate: string;
  endDate: string;
  columns: string[];
  createdAt: string;
  /** Looks still answered PENDING. */
  pendingLooks: number;
  finalStatus: 'COMPLETED' | 'FAILED';
  /** Made when the report turns COMPLETED: later changes of the figures are not in it. */
  rows?: unknown[];
}

interface Owner {
  baseUrl: string;
  pendingLooks: number;
  days: data.FakeAdDay[];
  campaigns: data.FakeCampaign[];
}

export class FakeAdsReporting {
  readonly reports: FakeAdsReport[] = [];
  readonly #owner: Owner;

  constructor(owner: Owner) {
    this.#owner = owner;
  }

  create(body: unknown, profileId: string): Answer {
    const request = body as {
      startDate?: string;
      endDate?: string;
      configuration?: { reportTypeId?: string; columns?: string[]; timeUnit?: string; format?: string };
    };
    const { startDate = '', endDate = '', configuration } = request;
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
    if (
      !configuration?.reportTypeId ||
      !data.isFakeReportType(configuration.reportTypeId) ||
      !(days >= 1 && days <= 31) ||
      configuration.timeUnit !== 'DAILY' ||
      configuration.format !== 'GZIP_JSON'
    )
      return error(400, '400', 'Invalid report request');
    const duplicate = this.reports.find(
      (report) =>
        report.profileId === profileId &&
        report.reportTypeId === configuration.reportTypeId &&
        report.startDate === startDate &&
        report.endDate === endDate &&
        report.rows === undefined,
    );
    if (duplicate)
      return { status: 425, body: { code: '425', detail: `The Request is a duplicate of : ${duplicate.reportId}` } };
    const report: FakeAdsReport = {
      reportId: randomUUID(),
      profileId,
      reportTypeId: configuration.reportTypeId,
      startDate,
      endDate,
      columns: configuration.columns ?? [],
      createdAt: new Date().toISOString(),
      pendingLooks: this.#owner.pendingLooks,
      finalStatus: 'COMPLETED',
    };
    this.reports.push(report);
    return { status: 200, body: this.#answer(report) };
  }

  look(reportId: string, profileId: string): Answer {
    const report = this.reports.find(
      (candidate) => candidate.reportId === reportId && candidate.profileId === profileId,
    );
    if (!report) return error(404, 'NOT_FOUND', 'Report not found');
    if (report.pendingLooks > 0) report.pendingLooks -= 1;
    else report.rows ??= data.fakeReportRows(this.#owner, report);
    return { status: 200, body: this.#answer(report) };
  }

  #answer(report: FakeAdsReport) {
    const isDone = report.rows !== undefined;
    return {
      configuration: {
        reportTypeId: report.reportTypeId,
        columns: report.columns,
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
      },
      createdAt: report.createdAt,
      endDate: report.endDate,
      failureReason: null,
      fileSize: isDone ? 22 : null,
      name: `report ${report.startDate}..${report.endDate}`,
      reportId: report.reportId,
      startDate: report.startDate,
      status: isDone ? report.finalStatus : 'PENDING',
      url: isDone ? `${this.#owner.baseUrl}/fake-ads-reports/${report.reportId}.json.gz?X-Amz-Signature=fake` : null,
    };
  }

  /** A finished report's file: its rows as gzip JSON. */
  file(reportId: string): Buffer | undefined {
    const report = this.reports.find((candidate) => candidate.reportId === reportId);
    return report?.rows ? gzipSync(JSON.stringify(report.rows)) : undefined;
  }
}
