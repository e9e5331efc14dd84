import type { TAdminAuditEvent } from '@brandlens/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { auditTargetHref, auditTargetText } from '../utils/audit-target-href';
import { AuditChangeList } from './audit-change-list';

/** The latest admin actions, each linking to what it acted on. */
export function RecentActivity({ events }: { events: readonly TAdminAuditEvent[] }) {
  return (
    <AdminDetailSection
      title="Recent activity"
      actions={
        <Anchor component={Link} to={paths.admin.audit.getHref()} size="sm">
          Full audit log
        </Anchor>
      }
    >
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No admin action yet. Changes made here (plans, names, sellers, users) will be listed as they happen.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest admin actions">
          {events.map((event) => (
            <li key={event.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.createdAt)}
                </Text>
                <Text size="sm">{event.adminEmail}</Text>
                <Text size="sm" fw={600}>
                  {event.action}
                </Text>
                <Anchor component={Link} to={auditTargetHref(event)} size="sm">
                  {auditTargetText(event)}
                </Anchor>
              </Group>
              <AuditChangeList before={event.before} after={event.after} />
            </li>
          ))}
        </Stack>
      )}
    </AdminDetailSection>
  );
}
