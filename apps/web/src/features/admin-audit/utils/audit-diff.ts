// The before and after of an audit event, reduced to what changed: one line per changed key, so
// an admin reads 'plan: DEFAULT → PAID' instead of two JSON documents.

export interface AuditChange {
  /** The field; '' when before/after are single values rather than records. */
  key: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const MISSING_VALUE = '—';

/** A value as one short line: text as it is, nothing as a dash, anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return MISSING_VALUE;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The keys whose value differs between before and after, in first-seen order. */
export function diffAuditValues(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [left, right] = [formatAuditValue(before), formatAuditValue(after)];
    return left === right && left === MISSING_VALUE ? [] : [{ key: '', before: left, after: right }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) => {
    const [was, is] = [formatAuditValue(left[key]), formatAuditValue(right[key])];
    return was === is ? [] : [{ key, before: was, after: is }];
  });
}
