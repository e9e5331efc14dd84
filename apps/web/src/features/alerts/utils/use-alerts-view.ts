import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readAlertsView, writeAlertsView, type AlertsView } from './alerts-filters';

/** The alert list's view from the URL, and a setter that replaces the history entry. */
export function useAlertsView(): [AlertsView, (change: Partial<AlertsView>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAlertsView(searchParams);
  const setView = useCallback(
    (change: Partial<AlertsView>) =>
      setSearchParams((current) => writeAlertsView(current, { ...readAlertsView(current), ...change }), {
        replace: true,
      }),
    [setSearchParams],
  );
  return [view, setView];
}
