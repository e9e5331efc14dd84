import { Alert, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAmazonSyncStatus } from '../api/get-amazon-sync-status';
import { useRequestAmazonSync } from '../api/request-amazon-sync';
import { currentStepOf, describeMoment, describeStepWork, isSyncRunning, stepStarts } from '../utils/describe-sync';
import { SyncStepsTable } from './sync-steps-table';

/**
 * The Seller Central sync under its provider card: the first backfill with its progress, the last
 * and next sync, each step, and Sync now.
 */
export function SellerCentralSync({ sellerId }: { sellerId: string }) {
  const headingId = useId();
  // The step starts seen when Sync now was accepted: the sync is queued until one of them moves.
  const [queuedAfter, setQueuedAfter] = useState<string | null>(null);
  const status = useAmazonSyncStatus(sellerId, queuedAfter);
  const request = useRequestAmazonSync(sellerId);

  if (status.isPending) return <Loader size="sm" aria-label="Loading the sync status" />;
  if (status.isError) {
    return (
      <Alert color="red" variant="light">
        {status.error.message}
      </Alert>
    );
  }

  const sync = status.data;
  // Relative times count from when the status was read; each poll renews them.
  const readAt = new Date(status.dataUpdatedAt);
  const current = currentStepOf(sync);
  const isRunning = isSyncRunning(sync);
  const isQueued = !isRunning && queuedAfter !== null && stepStarts(sync) === queuedAfter;
  const syncNow = () => request.mutate(undefined, { onSuccess: () => setQueuedAfter(stepStarts(sync)) });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} mt="md">
      <Title order={4} size="h6" id={headingId}>
        Sync
      </Title>
      {sync.backfill.state === 'running' ? (
        <Stack gap={4} data-testid="backfill">
          <Text size="sm" fw={500}>{`First sync: ${sync.backfill.percent} % of the steps done`}</Text>
          <Progress value={sync.backfill.percent} aria-label="First sync progress" animated />
          <Text size="xs" c="dimmed">
            The first sync reaches back as far as Amazon allows (90 days of settlements, 2 years of orders). The figures
            fill in as each step finishes.
          </Text>
        </Stack>
      ) : null}
      {current ? (
        <Text size="sm" data-testid="current-step">
          {`${current.status === 'waiting' ? 'Waiting for Amazon' : 'Syncing now'} — ${describeStepWork(current)}`}
        </Text>
      ) : null}
      <Stack gap={2}>
        <Text size="sm">
          {sync.lastSuccessAt ? `Last synced ${describeMoment(sync.lastSuccessAt, readAt)}` : 'Not synced yet.'}
        </Text>
        <Text size="sm">
          {sync.nextRunAt
            ? `Next sync ${describeMoment(sync.nextRunAt, readAt)}`
            : 'No sync is scheduled while the connection does not work.'}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          onClick={syncNow}
          loading={request.isPending}
          disabled={!sync.connected || isRunning || isQueued}
        >
          Sync now
        </Button>
        {isQueued ? (
          <Text size="sm" c="dimmed">
            Sync requested: it starts as soon as a worker is free.
          </Text>
        ) : null}
      </Group>
      {request.isError ? (
        <Alert
          color={request.error instanceof ApiError && request.error.status === 429 ? 'yellow' : 'red'}
          variant="light"
        >
          {request.error.message}
        </Alert>
      ) : null}
      <SyncStepsTable steps={sync.steps} />
    </Stack>
  );
}
