// The catalogue download: every row the Products page lists for the same filters (not only the
// page on screen), with the marketplaces named as the page names them, as CSV or XLSX.
import type { TProductFilters } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { REPORT_CONTENT_TYPES, type TReportFormat } from '../profit-loss/statement-report.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { PRODUCTS_READ_DEADLINE_MS } from './product-filters.ts';
import { catalogCsv, catalogFileName, catalogXlsx } from './products-catalog-export.ts';
import { findMarketplaceNames } from './products-catalog.queries.ts';
import { getProductsCatalog } from './products-catalog.service.ts';

export interface CatalogExportFile {
  body: string | Buffer;
  contentType: string;
  fileName: string;
}

export async function getProductsCatalogExport(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TProductFilters & { format: TReportFormat },
  today = todayUtc(),
): Promise<CatalogExportFile> {
  const { format, ...filters } = query;
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const catalog = await getProductsCatalog(db, auth, seller.id, filters, today);
  const marketplaceIds = [...new Set(catalog.rows.map((row) => row.marketplaceId))];
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: 'The marketplace names' };
  const names = await withReadDeadline(db, deadline, (reader) => findMarketplaceNames(reader, marketplaceIds));
  return {
    body: format === 'csv' ? catalogCsv(catalog, names) : await catalogXlsx(catalog, names),
    contentType: REPORT_CONTENT_TYPES[format],
    fileName: catalogFileName(seller.slug, catalog, format),
  };
}
