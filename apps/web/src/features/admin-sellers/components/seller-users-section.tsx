import { Alert, Anchor, Loader, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { paths } from '../../../config/paths';
import { useAdminSellerUsers } from '../api/admin-seller';

/** The users of every organization that sees the seller, each a link to their page. */
export function SellerUsersSection({ sellerId }: { sellerId: string }) {
  const users = useAdminSellerUsers(sellerId);
  return (
    <AdminDetailSection title="Users" description="The users of the organizations that see this seller.">
      {users.isPending ? <Loader size="sm" aria-label="Loading the seller's users" /> : null}
      {users.isError ? (
        <Alert color="red" role="alert">
          {users.error.message}
        </Alert>
      ) : null}
      {users.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No users yet: add the seller to an organization that has users, or invite users from the organization's page.
        </Text>
      ) : null}
      {users.data && users.data.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Seller users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Organization</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.admin.user.getHref(user.id)} size="sm">
                      {user.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{`${user.firstName} ${user.lastName}`.trim() || '—'}</Table.Td>
                  <Table.Td>{user.organization.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </AdminDetailSection>
  );
}
