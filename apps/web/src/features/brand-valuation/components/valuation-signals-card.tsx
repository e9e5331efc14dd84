import type { TValuationSignal } from '@brandlens/contracts';
import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { notificationStore } from '../../../lib/notification-store';
import { useSetValuationSignal, useValuationSignals } from '../api/valuation-signals';

const SIGNALS: { signal: TValuationSignal; label: string; description: string; on: string; off: string }[] = [
  {
    signal: 'openToOffers',
    label: 'Open to offers',
    description: 'Buyers may approach you about acquiring the business.',
    on: 'You are now open to offers.',
    off: 'You are no longer open to offers.',
  },
  {
    signal: 'openToFunding',
    label: 'Open to funding',
    description: 'Lenders and investors may approach you with funding.',
    on: 'You are now open to funding.',
    off: 'You are no longer open to funding.',
  },
];

/** The seller's open-to-offers and open-to-funding signals: saved on each change, and reversible. */
export function ValuationSignalsCard({ sellerId }: { sellerId: string }) {
  const signals = useValuationSignals(sellerId);
  const setSignal = useSetValuationSignal(sellerId);

  let body;
  if (signals.isPending) body = <Loader size="sm" aria-label="Loading the signals" />;
  else if (signals.isError) {
    body = (
      <Alert color="red" variant="light">
        {signals.error.message}
      </Alert>
    );
  } else {
    const { updatedAt, updatedBy } = signals.data;
    body = (
      <Stack gap="sm">
        {setSignal.isError ? (
          <Alert color="red" variant="light">
            {setSignal.error.message}
          </Alert>
        ) : null}
        {SIGNALS.map(({ signal, label, description, on, off }) => (
          <Switch
            key={signal}
            label={label}
            description={description}
            checked={signals.data[signal]}
            disabled={setSignal.isPending}
            onChange={(event) => {
              const open = event.currentTarget.checked;
              setSignal.mutate(
                { signal, open },
                { onSuccess: () => notificationStore.show({ message: open ? on : off, type: 'success' }) },
              );
            }}
          />
        ))}
        <Text size="xs" c="dimmed" data-testid="signals-last-change">
          {updatedAt
            ? `Last changed ${formatDateTime(updatedAt)}${updatedBy ? ` by ${updatedBy}` : ''}.`
            : 'Never changed.'}
        </Text>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="valuation-signals-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="valuation-signals-heading">
          Offers and funding
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
