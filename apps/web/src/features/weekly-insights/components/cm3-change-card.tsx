import type { TMarketplace, TWeeklyChanges, TWeeklyMover } from '@brandlens/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { DataTableColumn } from '../../../components/ui/data-table/data-table.types';
import { formatMoney } from '../../../lib/format/format-money';
import { buildWaterfallOption, EFFECT_LABELS, EFFECT_ORDER, waterfallSteps } from '../utils/build-waterfall-option';
import { weekLabel } from '../utils/week-options';

interface SplitRow {
  key: string;
  label: string;
  amount: string;
}

const splitColumns = (currency: string, change: string): DataTableColumn<SplitRow>[] => [
  { id: 'label', header: 'Effect', kind: 'text', accessor: (row) => row.label, isSortable: false },
  {
    id: 'amount',
    header: 'Change',
    kind: 'money',
    currency,
    accessor: (row) => row.amount,
    total: change,
    isSortable: false,
  },
];

function moverColumns(
  currency: string,
  marketplaces: ReadonlyMap<string, TMarketplace>,
): DataTableColumn<TWeeklyMover>[] {
  const money = (
    id: string,
    header: string,
    accessor: (row: TWeeklyMover) => string,
  ): DataTableColumn<TWeeklyMover> => ({
    id,
    header,
    kind: 'money',
    currency,
    accessor,
  });
  return [
    { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku },
    { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isTruncated: true },
    {
      id: 'marketplace',
      header: 'Marketplace',
      kind: 'text',
      accessor: (row) => marketplaces.get(row.marketplaceId)?.marketplaceName ?? row.marketplaceId,
    },
    money('previousCm3', 'CM3 week before', (row) => row.previous.cm3),
    money('cm3', 'CM3', (row) => row.current.cm3),
    money('change', 'Change', (row) => row.change),
    ...EFFECT_ORDER.map((effect) => money(effect, EFFECT_LABELS[effect], (row) => row.split[effect])),
  ];
}

interface Cm3ChangeCardProps {
  changes: TWeeklyChanges;
  marketplaces: readonly TMarketplace[] | undefined;
}

/** What changed and why: the waterfall of the CM3 split, its figures, and the products that moved most. */
export function Cm3ChangeCard({ changes, marketplaces }: Cm3ChangeCardProps) {
  const { currency } = changes;
  const option = useMemo(() => buildWaterfallOption(waterfallSteps(changes), currency), [changes, currency]);
  const splitRows = EFFECT_ORDER.map((effect) => ({
    key: effect,
    label: EFFECT_LABELS[effect],
    amount: changes.split[effect],
  }));
  const movers = useMemo(
    () =>
      moverColumns(
        currency,
        new Map((marketplaces ?? []).map((marketplace) => [marketplace.marketplaceId, marketplace])),
      ),
    [currency, marketplaces],
  );
  const splitColumnsMemo = useMemo(() => splitColumns(currency, changes.change), [currency, changes.change]);
  const direction = changes.change.startsWith('-') ? 'fell' : 'rose';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            What changed and why
          </Title>
          <Text size="sm" data-testid="cm3-change-summary">
            {`CM3 of ${weekLabel(changes.week)} ${direction} by ${formatMoney(changes.change.replace(/^-/, ''), currency)}: ` +
              `${formatMoney(changes.previous.cm3, currency)} → ${formatMoney(changes.current.cm3, currency)} over ${changes.productCount} product${changes.productCount === 1 ? '' : 's'}` +
              (changes.estimated ? ' (estimated: some figures are not settled yet).' : '.')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <BarChart option={option} label={`CM3 waterfall from ${changes.previousWeek.week} to ${changes.week.week}`} />
          <DataTable
            tableId="weekly-cm3-split"
            label="CM3 change split"
            columns={splitColumnsMemo}
            rows={splitRows}
            getRowId={(row) => row.key}
            totalsLabel="CM3 change"
            legend={
              <Text size="xs" c="dimmed">
                Volume: the change in units at the week before&apos;s CM3 per unit; the others: the change per unit of
                sales, refunds, cost of goods, fees and ad spend, times this week&apos;s units. They add up to the
                change.
              </Text>
            }
          />
        </SimpleGrid>
        <DataTable
          tableId="weekly-top-movers"
          label="Products that moved most"
          columns={movers}
          rows={changes.topMovers}
          getRowId={(row) => row.key}
          emptyText="No product's CM3 changed between the two weeks."
          legend={
            <Text size="xs" c="dimmed">
              {`The ${changes.topMovers.length} products whose CM3 changed most, in ${currency}. Advertising is the ads reports' spend of the week.`}
            </Text>
          }
        />
      </Stack>
    </Paper>
  );
}
