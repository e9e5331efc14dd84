import { useSearchParams } from 'react-router';
import { parseValuationFilters, withValuationFilters, type ValuationFilters } from './valuation-filters';

/** The period and currency of the URL, and a setter that writes a change back to it. */
export function useValuationFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseValuationFilters(searchParams);
  const setFilters = (patch: Partial<ValuationFilters>) =>
    setSearchParams((current) => withValuationFilters(current, { ...parseValuationFilters(current), ...patch }), {
      replace: true,
    });
  return { filters, setFilters };
}
