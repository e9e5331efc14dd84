import type { TEmailSettings } from '@brandlens/contracts';
import { Alert, Loader, Stack, Switch } from '@mantine/core';
import { AdminDetailSection } from '../../../components/admin/admin-detail-section';
import {
  useAdminUserEmailSettings,
  useEmailSettingsCatalogue,
  useUpdateAdminUserEmailSettings,
} from '../api/admin-user-email-settings';

const LABELS: Record<keyof TEmailSettings, string> = {
  dailyAlertSummary: 'Daily alert summary',
  weeklyInsights: 'Weekly insights',
  importResults: 'Import results',
  productNews: 'Product news',
};

/** Which mails the user receives; each switch saves at once, as on the user's own settings page. */
export function UserEmailSettingsSection({ userId }: { userId: string }) {
  const catalogue = useEmailSettingsCatalogue();
  const settings = useAdminUserEmailSettings(userId);
  const update = useUpdateAdminUserEmailSettings(userId);
  // While a change saves, the switches show it; the cache stays the only copy of the settings.
  const shown = update.isPending ? update.variables : settings.data;
  const failure = catalogue.error ?? settings.error;

  return (
    <AdminDetailSection title="Email settings" description="Which mails the user receives.">
      {catalogue.isPending || settings.isPending ? <Loader size="sm" aria-label="Loading email settings" /> : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert color="red" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
      {shown && catalogue.data ? (
        <Stack gap="sm">
          {catalogue.data.map((entry) => (
            <Switch
              key={entry.key}
              label={LABELS[entry.key]}
              description={`${entry.description}. Default: ${entry.defaultValue ? 'on' : 'off'}.`}
              checked={shown[entry.key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ ...shown, [entry.key]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      ) : null}
    </AdminDetailSection>
  );
}
