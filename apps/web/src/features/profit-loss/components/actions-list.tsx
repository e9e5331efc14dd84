import type { TProfitLoss } from '@brandlens/contracts';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format/format-money';
import type { StatementFilters } from '../../../lib/profit-loss/statement-filters';
import { useActionSources } from '../api/get-action-sources';
import {
  feeJumps,
  negativeMarginProducts,
  rankActions,
  skusWithoutCost,
  unreconciledSettlements,
  type TAction,
} from '../utils/rank-actions';
import { lineLabel, periodLabel } from '../utils/statement-lines';

interface ActionsListProps {
  sellerId: string;
  statement: TProfitLoss;
  filters: StatementFilters;
  /** The calendar month before this one (YYYY-MM). */
  lastMonth: string;
  onOpenCell: (line: string, period: string) => void;
}

/** Ranked actions found in the seller's data, each with a link to its evidence. */
export function ActionsList({ sellerId, statement, filters, lastMonth, onOpenCell }: ActionsListProps) {
  const { settlements, cogsStatus, products } = useActionSources(sellerId, filters, lastMonth);
  const actions = rankActions([
    ...negativeMarginProducts(products.data, lastMonth),
    ...feeJumps(statement, lastMonth),
    ...skusWithoutCost(cogsStatus.data),
    ...unreconciledSettlements(settlements.data),
  ]);
  const { currency } = statement;

  const describe = (action: TAction) => {
    switch (action.kind) {
      case 'negative-cm3':
        return (
          <Anchor
            fz="sm"
            component={Link}
            to={paths.seller.profitLossStatement.getHref(sellerId, {
              period: action.period,
              sort: 'contributionMargin3',
              order: 'asc',
              q: action.sku,
            })}
          >
            {`${action.sku}: CM3 of ${formatMoney(action.amount, currency)} in ${periodLabel(action.period)}`}
          </Anchor>
        );
      case 'fee-jump':
        return (
          <UnstyledButton
            c="blue"
            fz="sm"
            style={{ textDecoration: 'underline' }}
            onClick={() => onOpenCell(action.line, action.period)}
          >
            {`${lineLabel(action.line)} rose from ${formatMoney(action.previous, currency)} to ${formatMoney(
              action.amount,
              currency,
            )} in ${periodLabel(action.period)}`}
          </UnstyledButton>
        );
      case 'sku-without-cost':
        return (
          <Anchor fz="sm" component={Link} to={paths.seller.settings.getHref(sellerId, { tab: 'cost-of-goods' })}>
            {`${action.sku}: ${action.unitsSold} ${action.unitsSold === 1 ? 'unit' : 'units'} sold without a cost`}
          </Anchor>
        );
      case 'unreconciled-settlement':
        return (
          <Anchor fz="sm" component={Link} to={paths.seller.settings.getHref(sellerId, { tab: 'settlements' })}>
            {`Settlement ${action.settlementId} does not reconcile: ${formatMoney(action.difference, action.currency)}; its figures are estimated until the complete file is uploaded`}
          </Anchor>
        );
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h5">
            Actions
          </Title>
          <Badge variant="light">{actions.length}</Badge>
        </Group>
        {actions.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing needs your attention in this data.
          </Text>
        ) : (
          <List type="ordered" size="sm" spacing={4} aria-label="Actions">
            {actions.map((action) => (
              <List.Item key={actionKey(action)}>{describe(action)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

function actionKey(action: TAction): string {
  switch (action.kind) {
    case 'negative-cm3':
      return `${action.kind}:${action.marketplaceId}:${action.sku}`;
    case 'fee-jump':
      return `${action.kind}:${action.line}`;
    case 'sku-without-cost':
      return `${action.kind}:${action.sku}`;
    case 'unreconciled-settlement':
      return `${action.kind}:${action.settlementId}`;
  }
}
