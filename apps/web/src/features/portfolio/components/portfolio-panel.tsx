import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { CurrencySelect } from '../../../components/ui/statement-filter-selects';
import { getAllPortfolioSellers, usePortfolio, type PortfolioParams } from '../api/get-portfolio';
import { parsePortfolioParams, withPortfolioParams } from '../utils/portfolio-params';
import { PortfolioTable } from './portfolio-table';

/**
 * The dashboard home: every seller of the organisation in one table, with its connection, its
 * latest data and its last two complete months in one currency, totals across all of them.
 */
export function PortfolioPanel() {
  const [search, setSearch] = useSearchParams();
  const params = parsePortfolioParams(search);
  const portfolio = usePortfolio(params);
  const change = (patch: Partial<PortfolioParams>) => setSearch(withPortfolioParams(search, { ...params, ...patch }));

  if (portfolio.isPending) {
    return <Skeleton h={240} radius="md" aria-busy="true" aria-label="Loading your sellers" />;
  }
  if (portfolio.isError) {
    return (
      <Alert color="red" variant="light" title="Your sellers could not be loaded">
        {portfolio.error.message}
      </Alert>
    );
  }
  const { data } = portfolio;
  if (data.totalCount === 0) {
    return (
      <EmptyStateCard heading="No sellers yet">
        Your organization has no sellers yet. Sign up a store, or accept an invitation to an organization that has one;
        its seller then appears here with its figures.
      </EmptyStateCard>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Your sellers
          </Title>
          <Text size="sm" c="dimmed">
            {`${data.totalCount} ${data.totalCount === 1 ? 'seller' : 'sellers'}. `}
            Open a seller to see its Operations Assistant; figures come from its settlements
            {data.totals.sellersWithoutRates > 0
              ? `; ${data.totals.sellersWithoutRates} left out of the totals for want of an exchange rate`
              : ''}
            .
          </Text>
        </Stack>
        <CurrencySelect
          value={params.currency ?? data.currency}
          onChange={(currency) => change({ currency, page: 1 })}
        />
      </Group>
      <PortfolioTable
        data={data}
        params={params}
        onParamsChange={change}
        loadAllRows={() => getAllPortfolioSellers({ ...params, currency: data.currency })}
      />
      {data.sellers.some((seller) => seller.figuresUnavailable) ? (
        <Text size="xs" c="dimmed">
          {`A seller without figures in a month has no settlement in it, or no exchange rate to ${data.currency} for its days.`}
        </Text>
      ) : null}
    </Stack>
  );
}
