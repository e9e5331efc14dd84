import { AMAZON_SYNC_STEP_NAMES, type TAmazonSyncStepState } from '@brandlens/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../../lib/format/format-date-time';
import { describeStepProgress, stepBadge } from '../utils/describe-sync';

/** Each step of the Seller Central sync: where it stands, how far its data reaches, its last success and error. */
export function SyncStepsTable({ steps }: { steps: TAmazonSyncStepState[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Sync steps" fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Progress or data through</Table.Th>
            <Table.Th>{`Last success (${DEFAULT_TIME_ZONE})`}</Table.Th>
            <Table.Th>Last error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step) => {
            const badge = stepBadge(step);
            return (
              <Table.Tr key={step.step}>
                <Table.Th scope="row" fw={500}>
                  {AMAZON_SYNC_STEP_NAMES[step.step]}
                </Table.Th>
                <Table.Td>
                  <Badge color={badge.color} variant="light" size="sm">
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>{describeStepProgress(step)}</Table.Td>
                <Table.Td>{step.lastSuccessAt ? formatDateTime(step.lastSuccessAt) : 'Never'}</Table.Td>
                <Table.Td>
                  {step.lastError ? (
                    <Text size="sm" c="red">
                      {step.lastError}
                    </Text>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
