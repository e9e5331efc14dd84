import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { useAdminOverview } from '../api/find-admin-audit-events';
import { AdminCounts } from './admin-counts';
import { RecentActivity } from './recent-activity';

const shortcuts = [
  { label: 'Find an organization', href: paths.admin.organizations.getHref() },
  { label: 'Find a seller', href: paths.admin.sellers.getHref() },
  { label: 'Find a user', href: paths.admin.users.getHref() },
  { label: 'Audit log', href: paths.admin.audit.getHref() },
] as const;

/** The admin home: how many of everything, what admins did last, and the ways in. */
export function AdminHome() {
  const overview = useAdminOverview();
  return (
    <Stack gap="md">
      <Group gap="sm">
        {shortcuts.map((shortcut) => (
          <Button key={shortcut.href} component={Link} to={shortcut.href} variant="light" size="sm">
            {shortcut.label}
          </Button>
        ))}
      </Group>
      {overview.isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label="Loading the counts" />
        </Group>
      ) : overview.isError ? (
        <Alert color="red" title="The counts could not be loaded" role="alert">
          {adminErrorMessage(overview.error)}
        </Alert>
      ) : (
        <>
          <AdminCounts overview={overview.data} />
          <RecentActivity events={overview.data.latestAuditEvents} />
        </>
      )}
    </Stack>
  );
}
