import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// The admin lists keep their search and filters in the URL (STYLE habit 7), so a filtered list can
// be shared, reloaded and left with the back button. An empty value removes its parameter.

export type UrlFilters<TKey extends string> = Record<TKey, string | undefined>;

export function useUrlFilters<TKey extends string>(keys: readonly TKey[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    keys.map((key) => [key, searchParams.get(key)?.trim() || undefined]),
  ) as UrlFilters<TKey>;
  const setFilters = useCallback(
    (patch: Partial<UrlFilters<TKey>>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [string, string | undefined][]) {
            if (value?.trim()) next.set(key, value.trim());
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, setFilters };
}
