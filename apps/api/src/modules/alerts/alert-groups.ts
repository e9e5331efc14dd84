// Open alerts grouped for the alert centre: by child ASIN (the product as
// shoppers see it, across its SKUs and marketplaces) or by subject (a SKU in a
// marketplace, a settlement, the connection). The group with the most critical
// alerts comes first, then the one with the most alerts, then the newest.
import { ALERT_TYPES, type TAlert, type TAlertGroup } from '@brandlens/contracts';

/** The value every alert of the group shares, else null. */
function shared<K extends 'asin' | 'sku' | 'marketplaceId'>(alerts: readonly TAlert[], key: K): string | null {
  const values = new Set(alerts.map((alert) => alert[key]));
  const [only] = values;
  return values.size === 1 ? (only ?? null) : null;
}

/** `alerts` newest first, as the reads give them. */
export function groupAlerts(alerts: readonly TAlert[], by: 'child-asin' | 'subject'): TAlertGroup[] {
  const groups = new Map<string, TAlert[]>();
  for (const alert of alerts) {
    const key = by === 'child-asin' ? alert.asin : `${alert.subjectKind}:${alert.subjectKey}`;
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  const shaped = [...groups.entries()].map(([key, members]): TAlertGroup => {
    const [newest] = members;
    const present = new Set(members.map((alert) => alert.type));
    return {
      key,
      label: by === 'child-asin' ? key : (newest?.subject ?? key),
      asin: shared(members, 'asin'),
      sku: shared(members, 'sku'),
      marketplaceId: shared(members, 'marketplaceId'),
      open: members.length,
      critical: members.filter((alert) => alert.severity === 'critical').length,
      latestRaisedAt: newest?.raisedAt ?? new Date(0).toISOString(),
      types: ALERT_TYPES.filter((type) => present.has(type)),
      alerts: members,
    };
  });
  return shaped.sort(
    (a, b) =>
      b.critical - a.critical ||
      b.open - a.open ||
      b.latestRaisedAt.localeCompare(a.latestRaisedAt) ||
      a.key.localeCompare(b.key),
  );
}
