// The PPC report download and where to find it: the campaign reports' rows per campaign and day
// of the period (at most 366 days), in the reporting currency, as CSV or XLSX.
import { getAdCampaignsReportContract, type TAdFilters } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { REPORT_CONTENT_TYPES, type TReportFormat } from '../profit-loss/statement-report.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { nameFromId } from './ad-campaigns.queries.ts';
import { checkDaySpan, resolveAdFilters, scopeOf } from './ad-filters.ts';
import { AD_READ_DEADLINE_MS, assertRatesFound, figuresOf } from './ad-figures.serializer.ts';
import { findCampaignDayRows } from './ad-report.queries.ts';
import { ppcReportCsv, ppcReportFileName, ppcReportXlsx, type PpcReport } from './ad-report.ts';

type ReportQuery = TAdFilters & { format: TReportFormat };

export interface PpcReportFile {
  body: string | Buffer;
  contentType: string;
  fileName: string;
}

const REPORT_WHAT = 'The PPC report';

export async function getPpcReport(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: ReportQuery,
  today = todayUtc(),
): Promise<PpcReportFile> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveAdFilters(query, auth, today);
  checkDaySpan(filters.period, REPORT_WHAT);
  const { currency, period } = filters;
  const read = await withReadDeadline(db, { ms: AD_READ_DEADLINE_MS, what: REPORT_WHAT }, (reader) =>
    findCampaignDayRows(reader, scopeOf(seller.id, filters), currency),
  );
  assertRatesFound(read.missingRate);
  const report: PpcReport = {
    sellerSlug: seller.slug,
    currency,
    from: period.from,
    to: period.to,
    rows: read.rows.map(({ sums, ...row }) => ({
      ...row,
      campaignName: row.campaignName ?? nameFromId(row.campaignId),
      figures: figuresOf(sums, null, currency),
    })),
  };
  return {
    body: query.format === 'csv' ? ppcReportCsv(report) : await ppcReportXlsx(report),
    contentType: REPORT_CONTENT_TYPES[query.format],
    fileName: ppcReportFileName(report, query.format),
  };
}

/**
 * Where the page downloads the report: the same-origin path with the resolved period written out
 * (a 'last-30-days' link keeps its days) and currency, and the file's name. The seller must be one
 * the caller may see (else 404) and the period valid (else 422), as the download itself checks.
 */
export async function getPpcReportUrl(
  db: Database,
  auth: AuthContext,
  query: ReportQuery & { sellerId: string },
  today = todayUtc(),
): Promise<{ url: string; fileName: string }> {
  const seller = await getSeller(db, auth, query.sellerId);
  const filters = resolveAdFilters(query, auth, today);
  checkDaySpan(filters.period, REPORT_WHAT);
  const { period } = filters;
  const search = new URLSearchParams({ period: `${period.from}..${period.to}`, targetCurrency: filters.currency });
  if (filters.marketplaceId !== undefined) search.set('marketplace', filters.marketplaceId);
  search.set('adProduct', query.adProduct);
  search.set('format', query.format);
  const path = getAdCampaignsReportContract.path.replace(':sellerId', encodeURIComponent(seller.id));
  return {
    url: `/api${path}?${search.toString()}`,
    fileName: ppcReportFileName({ sellerSlug: seller.slug, from: period.from, to: period.to }, query.format),
  };
}
