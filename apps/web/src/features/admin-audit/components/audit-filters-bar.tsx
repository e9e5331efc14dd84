import { ADMIN_AUDIT_TARGET_TYPES } from '@brandlens/contracts';
import { Autocomplete, Button, Group, Select, TextInput } from '@mantine/core';
import { AdminFilterBar } from '../../../components/admin/admin-filter-bar';
import { AUDIT_FILTER_KEYS, KNOWN_AUDIT_ACTIONS, type AuditUrlFilters } from '../utils/audit-filters';

const ANY = 'any';
const TARGET_LABELS = { organization: 'Organization', seller: 'Seller', user: 'User' } as const;

interface AuditFiltersBarProps {
  filters: AuditUrlFilters;
  onChange: (patch: Partial<AuditUrlFilters>) => void;
}

/** Admin email (debounced), action, target type and a span of days; each change goes to the URL. */
export function AuditFiltersBar({ filters, onChange }: AuditFiltersBarProps) {
  return (
    <AdminFilterBar
      label="Audit filters"
      searchLabel="Admin email"
      searchPlaceholder="admin@company.com"
      search={filters.admin}
      onSearchChange={(admin) => onChange({ admin })}
    >
      <Autocomplete
        label="Action"
        placeholder="Any action"
        w={{ base: '100%', xs: 240 }}
        data={[...KNOWN_AUDIT_ACTIONS]}
        // Exact match on the server: the field commits an action picked or typed in full, on blur.
        defaultValue={filters.action ?? ''}
        key={filters.action ?? ''}
        onOptionSubmit={(action) => onChange({ action })}
        onBlur={(event) => onChange({ action: event.currentTarget.value })}
      />
      <Select
        label="Target"
        w={{ base: '100%', xs: 160 }}
        allowDeselect={false}
        data={[
          { value: ANY, label: 'Any target' },
          ...ADMIN_AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_LABELS[type] })),
        ]}
        value={filters.targetType ?? ANY}
        onChange={(value) => onChange({ targetType: value === ANY ? undefined : (value ?? undefined) })}
      />
      <TextInput
        type="date"
        label="From (UTC)"
        w={{ base: '100%', xs: 170 }}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To (UTC)"
        w={{ base: '100%', xs: 170 }}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
      <Group>
        <Button
          variant="subtle"
          onClick={() => onChange(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, undefined])))}
        >
          Clear filters
        </Button>
      </Group>
    </AdminFilterBar>
  );
}
