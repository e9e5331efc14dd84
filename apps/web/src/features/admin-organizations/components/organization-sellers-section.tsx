import type { TAdminOrganizationSeller } from '@brandlens/contracts';
import { Alert, Loader, Text } from '@mantine/core';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { adminErrorMessage } from '../../../lib/admin/admin-request';
import { useAdminOrganizationSellers } from '../api/get-admin-organization';
import { organizationSellerColumns } from '../utils/organization-member-columns';
import { AddSellerForm } from './add-seller-form';

const rowId = (row: TAdminOrganizationSeller) => row.id;

/** The organization's sellers, each linking to its admin page, and adding one. */
export function OrganizationSellersSection({ idOrSlug }: { idOrSlug: string }) {
  const sellers = useAdminOrganizationSellers(idOrSlug);
  return (
    <AdminDetailSection title="Sellers">
      {sellers.isPending ? (
        <Loader size="sm" aria-label="Loading the sellers" />
      ) : sellers.isError ? (
        <Alert color="red" role="alert">
          {adminErrorMessage(sellers.error)}
        </Alert>
      ) : sellers.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sellers yet. Add one by its id or slug below.
        </Text>
      ) : (
        <DataTable
          tableId="admin-organization-sellers"
          label="Organization sellers"
          columns={organizationSellerColumns}
          rows={sellers.data}
          getRowId={rowId}
        />
      )}
      <AddSellerForm idOrSlug={idOrSlug} />
    </AdminDetailSection>
  );
}
