import { useSearchParams } from 'react-router';
import { parseStatementFilters, withStatementFilters, type StatementFilters } from './statement-filters';

/** The statement filters of the URL and a setter that writes a change back to it. */
export function useStatementFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseStatementFilters(searchParams);
  const setFilters = (patch: Partial<StatementFilters>, resetKeys: readonly string[] = []) =>
    setSearchParams(
      (current) => {
        const next = withStatementFilters(current, { ...parseStatementFilters(current), ...patch });
        for (const key of resetKeys) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilters, searchParams, setSearchParams };
}
