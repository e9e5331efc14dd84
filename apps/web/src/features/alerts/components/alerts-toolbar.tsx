import { ALERT_TYPE_DEFINITIONS, ALERT_TYPES, ZAlertSeverity, type TAlertCounts } from '@brandlens/contracts';
import { Group, SegmentedControl, Select, Stack, Switch, useMatches } from '@mantine/core';
import { ALERT_STATUS_FILTERS, type AlertsView, type TAlertStatusFilter } from '../utils/alerts-filters';
import { severityLabel } from './severity-badge';

const STATUS_LABELS: Record<TAlertStatusFilter, string> = {
  open: 'Open',
  snoozed: 'Snoozed',
  resolved: 'Resolved',
  cleared: 'Cleared',
  all: 'All',
};

const countOf = (status: TAlertStatusFilter, counts: TAlertCounts): number =>
  status === 'all' ? counts.open + counts.snoozed + counts.resolved + counts.cleared : counts[status];

/** 'Open (3)'; without the counts yet, the plain label. */
export const statusLabel = (status: TAlertStatusFilter, counts: TAlertCounts | undefined): string =>
  counts ? `${STATUS_LABELS[status]} (${countOf(status, counts)})` : STATUS_LABELS[status];

const TYPE_OPTIONS = ALERT_TYPE_DEFINITIONS.map((definition) => ({ value: definition.type, label: definition.name }));
const SEVERITY_OPTIONS = ZAlertSeverity.options.map((severity) => ({
  value: severity,
  label: severityLabel(severity),
}));

interface AlertsToolbarProps {
  view: AlertsView;
  onViewChange: (change: Partial<AlertsView>) => void;
  counts: TAlertCounts | undefined;
}

/** Which alerts the list shows: status (with its count), type, severity, or grouped by subject. */
export function AlertsToolbar({ view, onViewChange, counts }: AlertsToolbarProps) {
  const { filters, isGroupedBySubject } = view;
  const setFilters = (change: Partial<AlertsView['filters']>) => onViewChange({ filters: { ...filters, ...change } });
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', md: 'horizontal' });
  return (
    <Stack gap="sm">
      {/* Below md (a tablet beside the navbar too) the five statuses stand one under the other rather than widen the page. */}
      <SegmentedControl
        aria-label="Status"
        orientation={orientation}
        fullWidth={orientation === 'vertical'}
        value={filters.status}
        disabled={isGroupedBySubject}
        onChange={(value) => setFilters({ status: ALERT_STATUS_FILTERS.find((status) => status === value) ?? 'open' })}
        data={ALERT_STATUS_FILTERS.map((status) => ({ value: status, label: statusLabel(status, counts) }))}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          placeholder="All types"
          data={TYPE_OPTIONS}
          value={filters.type}
          onChange={(value) => setFilters({ type: ALERT_TYPES.find((type) => type === value) ?? null })}
          clearable
          disabled={isGroupedBySubject}
          w={{ base: '100%', xs: 230 }}
        />
        <Select
          label="Severity"
          placeholder="All severities"
          data={SEVERITY_OPTIONS}
          value={filters.severity}
          onChange={(value) =>
            setFilters({ severity: ZAlertSeverity.options.find((severity) => severity === value) ?? null })
          }
          clearable
          disabled={isGroupedBySubject}
          w={{ base: '100%', xs: 160 }}
        />
        <Switch
          label="Group by subject"
          checked={isGroupedBySubject}
          onChange={(event) => onViewChange({ isGroupedBySubject: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
    </Stack>
  );
}
