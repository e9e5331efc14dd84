import { Stack, Text, Title } from '@mantine/core';
import type { TOrderDefectChannel } from '@brandlens/contracts';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { CHANNEL_LABELS, STATUS_LABELS } from '../utils/health-format';

const count = (value: number | null) => (value === null ? null : String(value));

const COLUMNS: readonly DataTableColumn<TOrderDefectChannel>[] = [
  { id: 'channel', header: 'Fulfilment', kind: 'text', accessor: (row) => CHANNEL_LABELS[row.channel] },
  { id: 'orders', header: 'Orders', kind: 'units', accessor: (row) => count(row.orderCount) },
  { id: 'defects', header: 'With a defect', kind: 'units', accessor: (row) => count(row.defectCount) },
  { id: 'feedback', header: 'Negative feedback', kind: 'units', accessor: (row) => count(row.negativeFeedback) },
  { id: 'claims', header: 'A-to-z claims', kind: 'units', accessor: (row) => count(row.claims) },
  { id: 'chargebacks', header: 'Chargebacks', kind: 'units', accessor: (row) => count(row.chargebacks) },
  {
    id: 'rate',
    header: 'Order defect rate',
    kind: 'percent',
    accessor: (row) => (row.rate === null ? null : (Number(row.rate) * 100).toFixed(2)),
  },
  { id: 'status', header: 'Status', kind: 'text', accessor: (row) => (row.status ? STATUS_LABELS[row.status] : null) },
];

/** The order defect rate per fulfilment channel, with its three parts, as Amazon judges each channel. */
export function OrderDefectTable({ channels }: { channels: readonly TOrderDefectChannel[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Order defects by fulfilment channel
      </Title>
      <Text size="sm" c="dimmed">
        An order with negative feedback, an A-to-z Guarantee claim or a chargeback is an order with a defect; one order
        can have several. Amazon&apos;s target is under 1 % for each channel.
      </Text>
      <DataTable
        tableId="account-health-order-defects"
        label="Order defects by fulfilment channel"
        columns={COLUMNS}
        rows={channels}
        getRowId={(row) => row.channel}
        emptyText="The report gives no order defect figures for this marketplace."
      />
    </Stack>
  );
}
