import { ZPlan, type TAdminOrganization } from '@brandlens/contracts';
import { Button, Group, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { PLAN_OPTIONS } from '../../../components/admin/plan-badge';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { useUrlFilters } from '../../../lib/admin/use-url-filters';
import { useAdminOrganizations } from '../api/find-admin-organizations';
import { organizationColumns } from '../utils/organization-columns';
import { CreateOrganizationDialog } from './create-organization-dialog';

const FILTER_KEYS = ['q', 'plan'] as const;
const ANY_PLAN = 'any';

const rowId = (row: TAdminOrganization) => row.id;

/** Every organization, searched (name, slug, a user's email, a seller's slug) and filtered by plan. */
export function OrganizationsPage() {
  const { filters, setFilters } = useUrlFilters(FILTER_KEYS);
  const plan = ZPlan.safeParse(filters.plan);
  const search = filters.q;
  const list = useAdminOrganizations({ search, plan: plan.success ? plan.data : undefined });
  const [createOpened, createDialog] = useDisclosure(false);
  const isFiltered = search !== undefined || plan.success;

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={createDialog.open}>Create organization</Button>
      </Group>
      <AdminFilterBar
        label="Organization filters"
        searchLabel="Search"
        searchPlaceholder="Name, slug, user email or seller slug"
        search={search}
        onSearchChange={(q) => setFilters({ q })}
      >
        <Select
          label="Plan"
          w={{ base: '100%', xs: 180 }}
          allowDeselect={false}
          data={[{ value: ANY_PLAN, label: 'Any plan' }, ...PLAN_OPTIONS]}
          value={plan.success ? plan.data : ANY_PLAN}
          onChange={(value) => setFilters({ plan: value === ANY_PLAN ? undefined : (value ?? undefined) })}
        />
      </AdminFilterBar>
      <AdminListTable
        tableId="admin-organizations"
        label="Organizations"
        columns={organizationColumns}
        getRowId={rowId}
        list={list}
        emptyState={
          <EmptyStateCard heading={isFiltered ? 'No organization matches' : 'No organizations yet'}>
            {isFiltered
              ? 'Try another part of the name or slug, a user’s email or a seller’s slug, or choose Any plan.'
              : 'Organizations appear here when users sign up. Use Create organization to make one yourself.'}
          </EmptyStateCard>
        }
      />
      <CreateOrganizationDialog opened={createOpened} onClose={createDialog.close} />
    </>
  );
}
