import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEmailSettings, useUpdateEmailSettings, type TEmailSettings } from '../api/email-settings';

const options: { key: keyof TEmailSettings; label: string; description: string }[] = [
  {
    key: 'dailyAlertSummary',
    label: 'Daily alert summary',
    description: 'A daily email with the alerts of the last day.',
  },
  { key: 'weeklyInsights', label: 'Weekly insights', description: 'A weekly email with performance insights.' },
  {
    key: 'importResults',
    label: 'Import results',
    description: 'An email when a report you uploaded has been imported, or could not be.',
  },
  { key: 'productNews', label: 'Product news', description: 'Occasional emails about new features.' },
];

/** Each switch saves at once; while a change is saving the switches show it and wait. */
export function EmailSettingsForm() {
  const settings = useEmailSettings();
  const update = useUpdateEmailSettings();
  // Optimistic display straight from the pending mutation, so the cache stays the only copy.
  const shown = update.isPending ? update.variables : settings.data;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="email-settings-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="email-settings-heading">
          Email settings
        </Title>
        {settings.isPending ? <Loader size="sm" aria-label="Loading email settings" /> : null}
        {settings.isError ? (
          <Alert color="red" variant="light">
            {settings.error.message}
          </Alert>
        ) : null}
        {update.isError ? (
          <Alert color="red" variant="light">
            {update.error.message}
          </Alert>
        ) : null}
        {shown
          ? options.map((option) => (
              <Switch
                key={option.key}
                label={option.label}
                description={
                  <Text span size="xs" c="dimmed">
                    {option.description}
                  </Text>
                }
                checked={shown[option.key]}
                disabled={update.isPending}
                onChange={(event) => update.mutate({ ...shown, [option.key]: event.currentTarget.checked })}
              />
            ))
          : null}
      </Stack>
    </Paper>
  );
}
