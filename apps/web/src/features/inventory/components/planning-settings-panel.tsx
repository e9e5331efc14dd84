import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useInventoryPlanning } from '../api/get-inventory-planning';
import { PlanningSettingsForm } from './planning-settings-form';

/** The seller's lead time, safety stock and velocity window defaults, which every SKU uses unless it has its own. */
export function PlanningSettingsPanel({ sellerId }: { sellerId: string }) {
  const planning = useInventoryPlanning(sellerId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="planning-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="planning-heading">
            Lead time defaults
          </Title>
          <Text size="xs" c="dimmed">
            {planning.data?.isDefault
              ? "The standard defaults, until you save your own. A SKU's own lead time is set from its row."
              : 'Every SKU uses these unless it has its own lead time, set from its row.'}
          </Text>
        </div>
        {planning.isPending ? (
          <Loader size="sm" aria-label="Loading lead time defaults" />
        ) : planning.isError ? (
          <Alert color="red" variant="light">
            {planning.error.message}
          </Alert>
        ) : (
          // A save that changes the figures starts the form again from them.
          <PlanningSettingsForm
            key={JSON.stringify(planning.data.settings)}
            sellerId={sellerId}
            settings={planning.data.settings}
          />
        )}
      </Stack>
    </Paper>
  );
}
