// The stock recommendations download: the same rows as the page for the same filters, as CSV or XLSX.
import type { TStockRecommendationsQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { REPORT_CONTENT_TYPES } from '../profit-loss/statement-report.ts';
import {
  stockRecommendationsCsv,
  stockRecommendationsXlsx,
  stockReportFileName,
} from './stock-recommendations-report.ts';
import { findMarketplaceNames } from './stock-recommendations.queries.ts';
import { getStockRecommendations } from './stock-recommendations.service.ts';

export interface StockReportFile {
  body: string | Buffer;
  contentType: string;
  fileName: string;
}

export async function getStockRecommendationsReport(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TStockRecommendationsQuery & { format: 'csv' | 'xlsx' },
  now = new Date(),
): Promise<StockReportFile> {
  const { sellerSlug, ...report } = await getStockRecommendations(db, auth, sellerIdOrSlug, query, now);
  const deadline = { ms: 5_000, what: 'The marketplace names' };
  const names = await withReadDeadline(db, deadline, findMarketplaceNames);
  const body =
    query.format === 'csv' ? stockRecommendationsCsv(report, names) : await stockRecommendationsXlsx(report, names);
  return {
    body,
    contentType: REPORT_CONTENT_TYPES[query.format],
    fileName: stockReportFileName(sellerSlug, report, query.format),
  };
}
