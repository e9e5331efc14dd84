import type { TAdminOrganizationUser } from '@brandlens/contracts';
import { Alert, Loader, Text } from '@mantine/core';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { useAdminOrganizationUsers } from '../api/get-admin-organization';
import { organizationUserColumns } from '../utils/organization-member-columns';

const rowId = (row: TAdminOrganizationUser) => row.id;

/** The organization's users, each linking to its admin page. */
export function OrganizationUsersSection({ idOrSlug }: { idOrSlug: string }) {
  const users = useAdminOrganizationUsers(idOrSlug);
  return (
    <AdminDetailSection title="Users">
      {users.isPending ? (
        <Loader size="sm" aria-label="Loading the users" />
      ) : users.isError ? (
        <Alert color="red" role="alert">
          {adminErrorMessage(users.error)}
        </Alert>
      ) : users.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No users yet. Send an invitation link below; whoever signs up with it joins this organization.
        </Text>
      ) : (
        <DataTable
          tableId="admin-organization-users"
          label="Organization users"
          columns={organizationUserColumns}
          rows={users.data}
          getRowId={rowId}
        />
      )}
    </AdminDetailSection>
  );
}
