import { Text } from '@mantine/core';
import { diffAuditValues } from '../utils/audit-diff';

/** What an event changed, one short line per key: 'plan: DEFAULT → PAID'. */
export function AuditChangeList({ before, after }: { before: unknown; after: unknown }) {
  const changes = diffAuditValues(before, after);
  if (changes.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No field changed
      </Text>
    );
  return (
    <div>
      {changes.map((change) => (
        <Text key={change.key} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {change.key ? <Text span fw={600} size="xs">{`${change.key}: `}</Text> : null}
          {`${change.before} → ${change.after}`}
        </Text>
      ))}
    </div>
  );
}
