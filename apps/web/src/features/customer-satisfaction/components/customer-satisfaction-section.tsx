import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format/format-date-time';
import { useMarketplaces } from '../../../lib/sellers/list-marketplaces';
import { useCustomerSatisfactionTrend } from '../api/get-customer-satisfaction-trend';
import { SATISFACTION_PERIOD_OPTIONS, useSatisfactionFilters } from '../utils/satisfaction-filters';
import { ReturnReasonsBlock } from './return-reasons-block';
import { SatisfactionSummary } from './satisfaction-summary';
import { SatisfactionBrandTable, SatisfactionMonthTable, SatisfactionProductTable } from './satisfaction-tables';

const ALL_MARKETPLACES = '';

interface SectionProps {
  sellerId: string;
  /** A brand key of the brand valuation pages, or 'all'. */
  brand: string;
}

/**
 * Customer satisfaction over time: ratings, reviews, negative reviews and returns per month, per
 * brand and per product, with the filters in the URL. docs/customer-satisfaction.md.
 */
export function CustomerSatisfactionSection({ sellerId, brand }: SectionProps) {
  const { filters, setFilters } = useSatisfactionFilters();
  const marketplaces = useMarketplaces(sellerId);
  const trend = useCustomerSatisfactionTrend(sellerId, { ...filters, brand });
  const periodOptions = SATISFACTION_PERIOD_OPTIONS.some((option) => option.value === filters.period)
    ? [...SATISFACTION_PERIOD_OPTIONS]
    : [...SATISFACTION_PERIOD_OPTIONS, { value: filters.period, label: filters.period }];
  const marketplaceOptions = [
    { value: ALL_MARKETPLACES, label: 'All marketplaces' },
    ...(marketplaces.data ?? []).map((marketplace) => ({
      value: marketplace.marketplaceId,
      label: marketplace.marketplaceName,
    })),
  ];

  let body;
  if (trend.isPending) body = <Loader size="sm" aria-label="Loading customer satisfaction" />;
  else if (trend.isError) {
    body = (
      <Alert color="red" variant="light">
        {trend.error.message}
      </Alert>
    );
  } else if (!trend.data.hasReviewSnapshots && !trend.data.hasLedgerUnits) {
    body = (
      <EmptyStateCard
        heading="No ratings or sales in this period"
        action={{
          label: 'Connect Seller Central',
          href: paths.seller.settings.getHref(sellerId, { tab: 'connections' }),
        }}
      >
        Ratings come from the product pages Brandlens reads once Seller Central is connected; returns come from the
        refunds in your settlements (connect Seller Central or upload settlement reports). Or choose a longer period.
      </EmptyStateCard>
    );
  } else {
    const data = trend.data;
    body = (
      <Stack gap="lg">
        <Text size="xs" c="dimmed">
          {`${formatDate(data.from)} to ${formatDate(data.to)}, ${data.brand.name}${data.asin ? `, ASIN ${data.asin}` : ''}. ` +
            'Ratings: cumulative counts at each month’s end from the review snapshots; new = end − start. ' +
            'Returns: refunded units / units sold in the settlements, by posted day.'}
        </Text>
        {data.hasReviewSnapshots ? null : (
          <Text size="sm" c="dimmed">
            No review snapshots for this filter yet: ratings appear once Seller Central is connected and the catalog has
            synced.
          </Text>
        )}
        <SatisfactionSummary data={data} />
        <Stack gap={4}>
          <Title order={3} size="h5">
            Per month
          </Title>
          <SatisfactionMonthTable data={data} />
        </Stack>
        {brand === 'all' ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              Per brand
            </Title>
            <SatisfactionBrandTable data={data} />
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Title order={3} size="h5">
            Per product
          </Title>
          <SatisfactionProductTable data={data} onSelectAsin={(asin) => setFilters({ asin })} />
        </Stack>
        <ReturnReasonsBlock data={data} />
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="customer-satisfaction-trend-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="customer-satisfaction-trend-heading">
          Customer satisfaction over time
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Months"
            data={periodOptions}
            value={filters.period}
            allowDeselect={false}
            w={170}
            onChange={(next) => {
              if (next) setFilters({ period: next });
            }}
          />
          <Select
            label="Marketplace"
            data={marketplaceOptions}
            value={filters.marketplace ?? ALL_MARKETPLACES}
            allowDeselect={false}
            w={200}
            onChange={(next) => setFilters({ marketplace: next ? next : undefined })}
          />
          {filters.asin ? (
            <Group gap="xs" align="center">
              <Text size="sm" data-testid="asin-filter">{`Only ASIN ${filters.asin}`}</Text>
              <Button variant="default" onClick={() => setFilters({ asin: undefined })}>
                Show all products
              </Button>
            </Group>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
