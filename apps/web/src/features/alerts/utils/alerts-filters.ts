import {
  ALERT_TYPES,
  ZAlertSeverity,
  ZAlertsQuery,
  type TAlertSeverity,
  type TAlertType,
  type TAlertsQuery,
} from '@brandlens/contracts';

// The alert list's filters live in the URL (STYLE habit 7): ?status=&type=&severity=&view=subject.
// The defaults (open alerts, every type and severity, a flat list) stay out of it.

export type TAlertStatusFilter = TAlertsQuery['status'];

export const ALERT_STATUS_FILTERS: readonly TAlertStatusFilter[] = ZAlertsQuery.shape.status.unwrap().options;

export interface AlertsFilters {
  status: TAlertStatusFilter;
  type: TAlertType | null;
  severity: TAlertSeverity | null;
}

export interface AlertsView {
  filters: AlertsFilters;
  /** The open alerts grouped by their subject instead of one list. */
  isGroupedBySubject: boolean;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  options.find((option) => option === value) ?? null;

export function readAlertsView(search: URLSearchParams): AlertsView {
  return {
    filters: {
      status: oneOf(ALERT_STATUS_FILTERS, search.get('status')) ?? 'open',
      type: oneOf(ALERT_TYPES, search.get('type')),
      severity: oneOf(ZAlertSeverity.options, search.get('severity')),
    },
    isGroupedBySubject: search.get('view') === 'subject',
  };
}

/** The search with the view written in; other parameters (the tab) are kept. */
export function writeAlertsView(search: URLSearchParams, view: AlertsView): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('status', view.filters.status === 'open' ? null : view.filters.status);
  set('type', view.filters.type);
  set('severity', view.filters.severity);
  set('view', view.isGroupedBySubject ? 'subject' : null);
  return next;
}

/** The list endpoint's query for one page of these filters. */
export function toAlertsQuery(filters: AlertsFilters, cursor: string | undefined) {
  return {
    status: filters.status,
    type: filters.type ?? undefined,
    severity: filters.severity ?? undefined,
    cursor,
  };
}
