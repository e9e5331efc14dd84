import { Alert, Anchor, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { AdminOrganizationSelect } from '../../../components/admin/admin-organization-select';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { PlanBadge } from '../../../components/admin/plan-badge';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format/format-date-time';
import {
  useAdminSellerOrganizations,
  useLinkSellerOrganization,
  useUnlinkSellerOrganization,
  type TAdminSellerOrganization,
} from '../api/admin-seller-organizations';

interface SellerOrganizationsSectionProps {
  sellerId: string;
  sellerName: string;
}

/** The organizations that see the seller: adding one, and taking one away after a confirm. */
export function SellerOrganizationsSection({ sellerId, sellerName }: SellerOrganizationsSectionProps) {
  const organizations = useAdminSellerOrganizations(sellerId);
  const link = useLinkSellerOrganization(sellerId);
  const unlink = useUnlinkSellerOrganization(sellerId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TAdminSellerOrganization | null>(null);
  const linked = organizations.data ?? [];

  return (
    <AdminDetailSection title="Organizations" description="Each organization's users see this seller.">
      {organizations.isPending ? <Loader size="sm" aria-label="Loading the seller's organizations" /> : null}
      {organizations.isError ? (
        <Alert color="red" role="alert">
          {organizations.error.message}
        </Alert>
      ) : null}
      {organizations.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No organization sees this seller yet: add one below so its users can open the seller.
        </Text>
      ) : null}
      {linked.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Seller organizations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Organization</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Users</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linked.map((organization) => (
                <Table.Tr key={organization.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.admin.organization.getHref(organization.slug)} size="sm">
                      {organization.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <PlanBadge plan={organization.plan} />
                  </Table.Td>
                  <Table.Td>{organization.userCount}</Table.Td>
                  <Table.Td>{formatDate(organization.linkedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        unlink.reset();
                        setRemoving(organization);
                      }}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) link.mutate(chosen, { onSuccess: () => setChosen(null) });
        }}
      >
        <Group align="flex-end" gap="sm">
          <AdminOrganizationSelect
            label="Add to an organization"
            value={chosen}
            onChange={(organizationId) => {
              link.reset();
              setChosen(organizationId);
            }}
            excludeIds={linked.map((organization) => organization.id)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" variant="default" disabled={!chosen} loading={link.isPending}>
            Add
          </Button>
        </Group>
      </form>
      {link.isError ? (
        <Alert color="red" role="alert">
          {link.error.message}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove the seller from this organization?"
        confirmLabel="Remove"
        isPending={unlink.isPending}
        errorMessage={unlink.isError ? unlink.error.message : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) unlink.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      >
        {removing ? `The users of ${removing.name} will no longer see ${sellerName}.` : null}
      </ConfirmDialog>
    </AdminDetailSection>
  );
}
