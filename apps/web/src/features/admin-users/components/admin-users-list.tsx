import { USER_ROLES, type TAdminUser, type TUserRole } from '@brandlens/contracts';
import { Badge, Group, Select } from '@mantine/core';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { AdminOrganizationSelect } from '../../../components/admin/admin-organization-select';
import { PLAN_LABELS, PlanBadge } from '../../../components/admin/plan-badge';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { useUrlFilters } from '../../../lib/admin/use-url-filters';
import { formatDate } from '../../../lib/format/format-date-time';
import { useAdminUsers } from '../api/admin-users-list';
import { ROLE_LABELS } from '../utils/user-labels';

const FILTER_KEYS = ['search', 'organizationId', 'role', 'isAdmin'] as const;
const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const ADMIN_OPTIONS = [
  { value: 'true', label: 'Admins only' },
  { value: 'false', label: 'Not admins' },
];

const columns: readonly DataTableColumn<TAdminUser>[] = [
  {
    id: 'email',
    header: 'Email',
    kind: 'text',
    accessor: (user) => user.email,
    link: (user) => paths.admin.user.getHref(user.id),
  },
  { id: 'name', header: 'Name', kind: 'text', accessor: (user) => `${user.firstName} ${user.lastName}`.trim() },
  {
    id: 'organization',
    header: 'Organization',
    kind: 'text',
    accessor: (user) => user.organization.name,
    link: (user) => paths.admin.organization.getHref(user.organization.slug),
  },
  {
    id: 'plan',
    header: 'Plan',
    kind: 'text',
    accessor: (user) => PLAN_LABELS[user.organization.plan],
    render: (user) => <PlanBadge plan={user.organization.plan} />,
  },
  {
    id: 'role',
    header: 'Role',
    kind: 'text',
    accessor: (user) => (user.isAdmin ? `${ROLE_LABELS[user.role]}, admin` : ROLE_LABELS[user.role]),
    render: (user) => (
      <Group gap={4} wrap="nowrap">
        {ROLE_LABELS[user.role]}
        {user.isAdmin ? (
          <Badge size="sm" color="orange" variant="light">
            Admin
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'activated',
    header: 'Email verified',
    kind: 'text',
    accessor: (user) => (user.activated ? 'Yes' : 'No'),
  },
  { id: 'createdAt', header: 'Signed up', kind: 'text', accessor: (user) => formatDate(user.createdAt) },
];

const isRole = (value: string | undefined): value is TUserRole => USER_ROLES.some((role) => role === value);

/** Every user, searched and filtered from the URL, with their organization's plan. */
export function AdminUsersList() {
  const { filters, setFilters } = useUrlFilters(FILTER_KEYS);
  const role = isRole(filters.role) ? filters.role : undefined;
  const isAdmin = filters.isAdmin === 'true' || filters.isAdmin === 'false' ? filters.isAdmin : undefined;
  const list = useAdminUsers({ search: filters.search, organizationId: filters.organizationId, role, isAdmin });
  const isFiltered = Object.values(filters).some((value) => value !== undefined);

  return (
    <>
      <AdminFilterBar
        label="User filters"
        searchLabel="Search users"
        searchPlaceholder="Email or name"
        search={filters.search}
        onSearchChange={(search) => setFilters({ search })}
      >
        <AdminOrganizationSelect
          label="Organization"
          placeholder="Any organization"
          clearable
          value={filters.organizationId ?? null}
          onChange={(organizationId) => setFilters({ organizationId: organizationId ?? undefined })}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Role"
          placeholder="Any role"
          clearable
          data={ROLE_OPTIONS}
          value={role ?? null}
          onChange={(value) => setFilters({ role: value ?? undefined })}
          w={{ base: '100%', sm: 160 }}
        />
        <Select
          label="Admin"
          placeholder="Anyone"
          clearable
          data={ADMIN_OPTIONS}
          value={isAdmin ?? null}
          onChange={(value) => setFilters({ isAdmin: value ?? undefined })}
          w={{ base: '100%', sm: 160 }}
        />
      </AdminFilterBar>
      <AdminListTable
        tableId="admin-users"
        label="Users"
        columns={columns}
        getRowId={(user) => user.id}
        list={list}
        emptyState={
          <EmptyStateCard heading={isFiltered ? 'No user matches' : 'No users yet'}>
            {isFiltered
              ? 'Try another part of the email or name, or clear the organization, role and admin filters.'
              : 'Users appear here once someone signs up or accepts an invitation.'}
          </EmptyStateCard>
        }
      />
    </>
  );
}
