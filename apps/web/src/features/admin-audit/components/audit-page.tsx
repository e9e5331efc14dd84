import type { TAdminAuditEvent } from '@brandlens/contracts';
import { Text } from '@mantine/core';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { useUrlFilters } from '../../../lib/admin/use-url-filters';
import { useAdminAuditEvents } from '../api/find-admin-audit-events';
import { auditColumns } from '../utils/audit-columns';
import { AUDIT_FILTER_KEYS, hasAuditFilters, toAuditEventsFilters } from '../utils/audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';

const rowId = (row: TAdminAuditEvent) => row.id;

/** Every admin action, newest first: who did what to which record, and what changed. */
export function AuditPage() {
  const { filters, setFilters } = useUrlFilters(AUDIT_FILTER_KEYS);
  const list = useAdminAuditEvents(toAuditEventsFilters(filters));
  const isFiltered = hasAuditFilters(filters);
  return (
    <>
      <AuditFiltersBar filters={filters} onChange={setFilters} />
      {filters.targetId ? (
        <Text
          size="sm"
          c="dimmed"
          mb="sm"
        >{`Only events on ${filters.targetType ?? 'the target'} ${filters.targetId}.`}</Text>
      ) : null}
      <AdminListTable
        tableId="admin-audit-events"
        label="Audit events"
        columns={auditColumns}
        getRowId={rowId}
        list={list}
        emptyState={
          <EmptyStateCard heading={isFiltered ? 'No event matches' : 'No admin actions yet'}>
            {isFiltered
              ? 'Widen the days, pick another action or target, or use Clear filters. The admin email must match in full.'
              : 'Every change an admin makes (plans, names, sellers, users, log-ins as a user) is recorded here.'}
          </EmptyStateCard>
        }
      />
    </>
  );
}
