import type { TAdminSeller } from '@brandlens/contracts';
import { Badge, Group, Switch, Text } from '@mantine/core';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { useUrlFilters } from '../../../lib/admin/use-url-filters';
import { formatDate } from '../../../lib/format/format-date-time';
import { useAdminSellers } from '../api/admin-sellers-list';

const FILTER_KEYS = ['search', 'listingOptimization'] as const;

function ConnectionBadges({ seller }: { seller: TAdminSeller }) {
  if (seller.connections.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4} wrap="wrap">
      {seller.connections.map((connection) => (
        <Badge
          key={connection.provider}
          size="sm"
          variant="light"
          color={connection.status === 'active' ? 'teal' : 'gray'}
          title={connection.status === 'active' ? 'Active' : 'Inactive'}
        >
          {connection.provider}
        </Badge>
      ))}
    </Group>
  );
}

const columns: readonly DataTableColumn<TAdminSeller>[] = [
  {
    id: 'name',
    header: 'Seller',
    kind: 'text',
    accessor: (seller) => seller.name,
    link: (seller) => paths.admin.seller.getHref(seller.id),
  },
  { id: 'slug', header: 'Slug', kind: 'text', accessor: (seller) => seller.slug },
  { id: 'externalId', header: 'External id', kind: 'text', accessor: (seller) => seller.externalId },
  {
    id: 'organizations',
    header: 'Organizations',
    kind: 'units',
    accessor: (seller) => String(seller.organizationCount),
  },
  {
    id: 'connections',
    header: 'Connections',
    kind: 'text',
    accessor: (seller) => seller.connections.map((connection) => connection.provider).join(', '),
    render: (seller) => <ConnectionBadges seller={seller} />,
  },
  {
    id: 'listingOptimization',
    header: 'Listing optimisation',
    kind: 'text',
    accessor: (seller) => (seller.listingOptimizationEnabled ? 'On' : 'Off'),
  },
  { id: 'createdAt', header: 'Created', kind: 'text', accessor: (seller) => formatDate(seller.createdAt) },
];

/** Every seller, searched and filtered from the URL, a page at a time. */
export function AdminSellersList() {
  const { filters, setFilters } = useUrlFilters(FILTER_KEYS);
  const listingOptimizationOnly = filters.listingOptimization === 'on';
  const list = useAdminSellers({ search: filters.search, listingOptimizationOnly });
  const isFiltered = filters.search !== undefined || listingOptimizationOnly;

  return (
    <>
      <AdminFilterBar
        label="Seller filters"
        searchLabel="Search sellers"
        searchPlaceholder="Name, slug or external id"
        search={filters.search}
        onSearchChange={(search) => setFilters({ search })}
      >
        <Switch
          label="Listing optimisation on"
          checked={listingOptimizationOnly}
          onChange={(event) => setFilters({ listingOptimization: event.currentTarget.checked ? 'on' : undefined })}
          mb={8}
        />
      </AdminFilterBar>
      <AdminListTable
        tableId="admin-sellers"
        label="Sellers"
        columns={columns}
        getRowId={(seller) => seller.id}
        list={list}
        emptyState={
          <EmptyStateCard heading={isFiltered ? 'No seller matches' : 'No sellers yet'}>
            {isFiltered
              ? 'Try another part of the name, slug or external id, or switch the listing optimisation filter off.'
              : 'Sellers appear here once a user adds one when signing up or from the dashboard.'}
          </EmptyStateCard>
        }
      />
    </>
  );
}
