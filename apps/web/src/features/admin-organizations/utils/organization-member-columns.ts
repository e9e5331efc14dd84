import type { TAdminOrganizationSeller, TAdminOrganizationUser } from '@brandlens/contracts';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { paths } from '../../../config/paths';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const organizationUserColumns: readonly DataTableColumn<TAdminOrganizationUser>[] = [
  {
    id: 'email',
    header: 'Email',
    kind: 'text',
    accessor: (row) => row.email,
    link: (row) => paths.admin.user.getHref(row.id),
  },
  { id: 'name', header: 'Name', kind: 'text', accessor: (row) => `${row.firstName} ${row.lastName}`.trim() || null },
  { id: 'role', header: 'Role', kind: 'text', accessor: (row) => (row.role === 'OPERATIONS' ? 'Operations' : 'User') },
  { id: 'verified', header: 'Email verified', kind: 'text', accessor: (row) => yesNo(row.activated) },
  { id: 'admin', header: 'Admin', kind: 'text', accessor: (row) => yesNo(row.isAdmin) },
  { id: 'lastSeen', header: 'Last seen', kind: 'date', accessor: (row) => row.lastSeenAt },
  { id: 'joined', header: 'Joined', kind: 'date', accessor: (row) => row.createdAt },
];

export const organizationSellerColumns: readonly DataTableColumn<TAdminOrganizationSeller>[] = [
  {
    id: 'name',
    header: 'Name',
    kind: 'text',
    accessor: (row) => row.name,
    link: (row) => paths.admin.seller.getHref(row.id),
  },
  { id: 'slug', header: 'Slug', kind: 'text', accessor: (row) => row.slug },
  { id: 'externalId', header: 'Marketplace id', kind: 'text', accessor: (row) => row.externalId },
  {
    id: 'listingOptimization',
    header: 'Listing optimisation',
    kind: 'text',
    accessor: (row) => (row.listingOptimizationEnabled ? 'On' : 'Off'),
  },
  { id: 'added', header: 'Added', kind: 'date', accessor: (row) => row.addedAt },
];
