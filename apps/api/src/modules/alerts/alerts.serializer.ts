// Alerts as the API answers them: the status worked out from the row and the
// clock, the subject in words, the figures without the runner's own keys, and
// rules with their thresholds as plain decimals. Seller ids, user ids and rule
// ids stay inside.
import type { TAlert, TAlertRule, TAlertStatus } from '@brandlens/contracts';
import { formatDecimalTrimmed, parseDecimal } from '@brandlens/reporting-core';
import type { AlertRuleRow } from './alert-rules.queries.ts';
import type { AlertRow } from './alerts.queries.ts';
import { alertSubjectText } from './alert-subject.ts';

type StatusFields = Pick<AlertRow, 'resolvedAt' | 'clearedAt' | 'snoozedUntil'>;

/** Resolved by a user comes first, then cleared by itself, then snoozed while its time is ahead. */
export function alertStatusOf(row: StatusFields, now: Date): TAlertStatus {
  if (row.resolvedAt) return 'resolved';
  if (row.clearedAt) return 'cleared';
  if (row.snoozedUntil && row.snoozedUntil > now) return 'snoozed';
  return 'open';
}

const SUBJECT_KINDS = ['sku', 'asin', 'brand', 'settlement', 'connection', 'marketplace', 'seller'] as const;
type TSubjectKind = (typeof SUBJECT_KINDS)[number];

type Figure = string | number | boolean | null;

/** The evaluator's figures and the rule's threshold; anything not a plain value is written out as JSON. */
function figuresOf(figures: Record<string, unknown>): Record<string, Figure> {
  const shaped: Record<string, Figure> = {};
  for (const [key, value] of Object.entries(figures)) {
    const isPlain = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    shaped[key] = isPlain ? (value as Figure) : JSON.stringify(value);
  }
  return shaped;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function serializeAlert(row: AlertRow, now: Date): TAlert {
  const kind = (SUBJECT_KINDS as readonly string[]).includes(row.subjectKind)
    ? (row.subjectKind as TSubjectKind)
    : 'seller';
  return {
    id: row.id,
    type: row.type,
    severity: row.severity,
    status: alertStatusOf(row, now),
    subjectKind: kind,
    subjectKey: row.subjectKey,
    subject: alertSubjectText({ ...row, marketplace: row.marketplaceId }),
    marketplaceId: row.marketplaceId,
    sku: row.sku,
    asin: row.asin,
    parentAsin: row.parentAsin,
    brand: row.brand,
    title: row.title,
    message: row.message,
    figures: figuresOf(row.figures),
    raisedAt: row.raisedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    clearedAt: iso(row.clearedAt),
    readAt: iso(row.readAt),
    resolvedAt: iso(row.resolvedAt),
    snoozedUntil: iso(row.snoozedUntil),
  };
}

/** '30.0000' (numeric(18,4)) reads '30'. */
export const plainDecimal = (value: string) => formatDecimalTrimmed(parseDecimal(value));

export function serializeAlertRule(row: AlertRuleRow): TAlertRule {
  return {
    id: row.id,
    type: row.type,
    scope: row.scope,
    scopeValue: row.scopeValue,
    threshold: row.threshold === null ? null : plainDecimal(row.threshold),
    muted: row.muted,
    updatedAt: row.updatedAt.toISOString(),
  };
}
