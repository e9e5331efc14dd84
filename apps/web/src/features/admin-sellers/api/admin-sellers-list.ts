import {
  listAdminSellersContract,
  listListingOptimizationSellersContract,
  type TAdminSeller,
} from '@brandlens/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListQueryOptions, type AdminPage } from '../../../lib/admin/admin-list-query';
import { adminRequest } from '../../../lib/admin/admin-request';

// The sellers list reads two endpoints: every seller by keyset cursor, or (the 'listing
// optimisation on' filter) the numbered pages of the listing-optimisation endpoint. Both end up as
// the same cursor pages, so the table and its 'Load more' do not care which one answered.

export const ADMIN_SELLERS_PAGE_SIZE = 50;
/** The listing-optimisation endpoint's largest page. */
export const LISTING_OPTIMIZATION_PAGE_SIZE = 100;

export interface AdminSellersFilters {
  search?: string | undefined;
  listingOptimizationOnly: boolean;
}

export const adminSellersKeys = {
  all: ['admin', 'sellers'] as const,
  list: (filters: AdminSellersFilters) => [...adminSellersKeys.all, 'list', filters] as const,
  detail: (sellerId: string) => [...adminSellersKeys.all, 'detail', sellerId] as const,
};

export function findAdminSellers(
  search: string | undefined,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<AdminPage<TAdminSeller>> {
  return adminRequest(listAdminSellersContract.path, (data) => listAdminSellersContract.responses[200].parse(data), {
    query: { search, cursor, limit: ADMIN_SELLERS_PAGE_SIZE },
    signal,
  });
}

/** The cursor is the 0-based page number; the next one exists while rows remain beyond this page. */
export async function findListingOptimizationSellers(
  search: string | undefined,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<AdminPage<TAdminSeller>> {
  const page = cursor === undefined ? 0 : Number(cursor);
  const result = await adminRequest(
    listListingOptimizationSellersContract.path,
    (data) => listListingOptimizationSellersContract.responses[200].parse(data),
    { query: { search, page, perPage: LISTING_OPTIMIZATION_PAGE_SIZE, enabled: 'true' }, signal },
  );
  const { total, perPage } = result.pagination;
  return { items: result.sellers, nextCursor: (page + 1) * perPage < total ? String(page + 1) : null };
}

export const useAdminSellers = (filters: AdminSellersFilters) =>
  useInfiniteQuery(
    adminListQueryOptions(adminSellersKeys.list(filters), (cursor, signal) =>
      filters.listingOptimizationOnly
        ? findListingOptimizationSellers(filters.search, cursor, signal)
        : findAdminSellers(filters.search, cursor, signal),
    ),
  );
