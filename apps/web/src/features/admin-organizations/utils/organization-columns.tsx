import type { TAdminOrganization } from '@brandlens/contracts';
import { PLAN_LABELS, PlanBadge } from '../../../components/admin/plan-badge';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { paths } from '../../../config/paths';

export const organizationColumns: readonly DataTableColumn<TAdminOrganization>[] = [
  {
    id: 'name',
    header: 'Name',
    kind: 'text',
    accessor: (row) => row.name,
    link: (row) => paths.admin.organization.getHref(row.slug),
    isTruncated: true,
  },
  { id: 'slug', header: 'Slug', kind: 'text', accessor: (row) => row.slug },
  {
    id: 'plan',
    header: 'Plan',
    kind: 'text',
    accessor: (row) => PLAN_LABELS[row.plan],
    render: (row) => <PlanBadge plan={row.plan} />,
  },
  { id: 'users', header: 'Users', kind: 'units', accessor: (row) => String(row.userCount) },
  { id: 'sellers', header: 'Sellers', kind: 'units', accessor: (row) => String(row.sellerCount) },
  { id: 'created', header: 'Created', kind: 'date', accessor: (row) => row.createdAt },
];
