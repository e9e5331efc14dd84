import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ReportDownloadMenu } from '../../../components/ui/report-download-menu';
import { paths } from '../../../config/paths';
import { useAlerts } from '../api/find-alerts';
import { useAlertsBySubject } from '../api/list-alerts-by-subject';
import { useAlertsView } from '../utils/use-alerts-view';
import { AlertGroups } from './alert-groups';
import { AlertList } from './alert-list';
import { AlertsBulkBar } from './alerts-bulk-bar';
import { AlertsToolbar } from './alerts-toolbar';
import { CheckNowButton } from './check-now-button';
import { SnoozeDialog } from './snooze-dialog';
import { useAlertCommands } from './use-alert-commands';

/**
 * The seller's alerts: filters in the URL, the list or the groups by subject, actions on one alert
 * or on the selected ones, 'Check now' and the download.
 */
export function AlertsPanel({ sellerId }: { sellerId: string }) {
  const [view, setView] = useAlertsView();
  const alerts = useAlerts(sellerId, view.filters);
  const groups = useAlertsBySubject(sellerId, view.isGroupedBySubject);
  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  const clearSelection = () => setSelectedIds(new Set());
  const { commands, snooze } = useAlertCommands(sellerId, clearSelection);

  // Only what is on screen can be acted on: a selection made under other filters stays out.
  const shown = view.isGroupedBySubject
    ? (groups.data ?? []).flatMap((group) => group.alerts)
    : (alerts.data?.pages ?? []).flatMap((page) => page.alerts);
  const selected = shown.filter((alert) => selectedIds.has(alert.id));
  const table = { selectedIds, onSelectionChange: setSelectedIds, commands };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <AlertsToolbar
          view={view}
          onViewChange={(change) => {
            clearSelection();
            setView(change);
          }}
          counts={alerts.data?.pages[0]?.counts}
        />
        <Group gap="xs">
          <CheckNowButton sellerId={sellerId} />
          <ReportDownloadMenu
            label="Download"
            getHref={(format) => paths.downloads.alertReport.getHref(sellerId, { status: view.filters.status, format })}
          />
        </Group>
      </Group>
      {selected.length > 0 ? <AlertsBulkBar selected={selected} commands={commands} onClear={clearSelection} /> : null}
      {view.isGroupedBySubject ? (
        <AlertGroups sellerId={sellerId} groups={groups} {...table} />
      ) : (
        <AlertList sellerId={sellerId} filters={view.filters} alerts={alerts} {...table} />
      )}
      <SnoozeDialog {...snooze} />
    </Stack>
  );
}
