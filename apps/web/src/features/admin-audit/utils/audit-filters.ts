import { ZAdminAuditTargetType, type TAdminAuditEventsQuery } from '@brandlens/contracts';
import type { UrlFilters } from '../../../lib/admin/use-url-filters';

// The audit page's filters as the URL keeps them: the admin's email, the action, the target (type
// and id), and a span of calendar days in UTC, both ends included.

export const AUDIT_FILTER_KEYS = ['admin', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditUrlFilters = UrlFilters<(typeof AUDIT_FILTER_KEYS)[number]>;

/** The actions the API records, offered in the action filter (another can still be typed). */
export const KNOWN_AUDIT_ACTIONS = [
  'organization.create',
  'organization.update',
  'organization.plan',
  'organization.add-seller',
  'organization.invite-link',
  'organization.invite-all',
  'seller.update',
  'seller.alerting',
  'user.update',
  'user.delete',
  'user.email-settings',
  'user.login-as',
  'user.send-daily-alert-summary',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string | undefined): value is string =>
  value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export type AuditEventsFilters = Omit<TAdminAuditEventsQuery, 'cursor' | 'limit'>;

/** The API's query for the URL's filters; a malformed day or target type is left out, not sent. */
export function toAuditEventsFilters(filters: AuditUrlFilters): AuditEventsFilters {
  const targetType = ZAdminAuditTargetType.safeParse(filters.targetType);
  return {
    admin: filters.admin?.toLowerCase(),
    action: filters.action,
    targetType: targetType.success ? targetType.data : undefined,
    targetId: filters.targetId,
    from: isDay(filters.from) ? `${filters.from}T00:00:00.000Z` : undefined,
    // 'to' is a day included in full: the API's bound is the instant the next day starts.
    to: isDay(filters.to) ? `${nextDay(filters.to)}T00:00:00.000Z` : undefined,
  };
}

export const hasAuditFilters = (filters: AuditUrlFilters): boolean =>
  AUDIT_FILTER_KEYS.some((key) => filters[key] !== undefined);
