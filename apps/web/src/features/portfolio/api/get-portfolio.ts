import { getPortfolioContract, type TPortfolio, type TPortfolioSortKey } from '@brandlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PortfolioParams {
  /** Absent: the user's default currency, which the answer names. */
  currency: string | undefined;
  sort: TPortfolioSortKey;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of the organisation's sellers with their figures, sorted and paged by the server. */
export function getPortfolio(params: PortfolioParams, signal?: AbortSignal): Promise<TPortfolio> {
  const { currency, ...rest } = params;
  return apiRequest(getPortfolioContract.path, (data) => getPortfolioContract.responses[200].parse(data), {
    query: { ...rest, ...(currency ? { targetCurrency: currency } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export const portfolioKeys = { all: ['portfolio'] as const };

export const portfolioQueryOptions = (params: PortfolioParams) =>
  queryOptions({
    queryKey: [...portfolioKeys.all, params] as const,
    queryFn: ({ signal }) => getPortfolio(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePortfolio = (params: PortfolioParams) => useQuery(portfolioQueryOptions(params));

// The largest page the endpoint serves (its pageSize maximum).
const EXPORT_PAGE_SIZE = 200;

/** Every seller of the portfolio in the table's order, read page by page: what an export writes. */
export async function getAllPortfolioSellers(params: PortfolioParams): Promise<TPortfolio['sellers']> {
  const sellers: TPortfolio['sellers'] = [];
  for (let page = 1; ; page += 1) {
    const result = await getPortfolio({ ...params, page, pageSize: EXPORT_PAGE_SIZE });
    sellers.push(...result.sellers);
    if (result.sellers.length < EXPORT_PAGE_SIZE || sellers.length >= result.totalCount) return sellers;
  }
}
