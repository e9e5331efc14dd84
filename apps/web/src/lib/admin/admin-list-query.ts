import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

// The admin lists page by the server's keyset cursor (contracts admin-pagination): 'Load more'
// follows nextCursor, and a refresh reads every loaded page again.

export interface AdminPage<TItem> {
  items: TItem[];
  nextCursor: string | null;
}

export type AdminPageFetcher<TItem> = (cursor: string | undefined, signal: AbortSignal) => Promise<AdminPage<TItem>>;

export const adminListQueryOptions = <TItem>(queryKey: QueryKey, fetchPage: AdminPageFetcher<TItem>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: AdminPage<TItem>) => lastPage.nextCursor ?? undefined,
  });
