import { Alert, Anchor, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useBrandPerformance } from '../api/get-brand-performance';
import { describeDates } from '../utils/describe-basis';
import { useValuationFilters } from '../utils/use-valuation-filters';
import { TRAILING_PERIOD_LABELS, valuationFiltersToSearch } from '../utils/valuation-filters';
import { CustomerSatisfactionFigures } from './customer-satisfaction-figures';
import { FundingEstimateCard } from './funding-estimate-card';
import { IndicatorBoard } from './indicator-board';
import { MonthlyFiguresTable } from './monthly-figures-table';
import { ProfitabilityFigures } from './profitability-figures';
import { ValuationToolbar } from './valuation-toolbar';

/** One brand's score, indicator by indicator, with its months and funding estimate. */
export function BrandValuationBrand({ sellerId, brandName }: { sellerId: string; brandName: string }) {
  const { filters, setFilters } = useValuationFilters();
  const performance = useBrandPerformance(sellerId, brandName, filters);
  const overviewHref = paths.seller.brandValuation.getHref(sellerId, undefined, valuationFiltersToSearch(filters));

  let body;
  if (performance.isPending) body = <Loader size="sm" aria-label="Loading the brand score" />;
  else if (performance.isError) {
    body = (
      <Alert color="red" variant="light">
        {performance.error.message}
      </Alert>
    );
  } else {
    const { brand, from, to, currency, period } = performance.data;
    body = (
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3">
            {brand.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="valuation-period">
            {TRAILING_PERIOD_LABELS[period]} · {describeDates(from, to)} · money in {currency}
          </Text>
        </div>
        <IndicatorBoard key={`${brand.key}:${from}:${to}`} brand={brand} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brand-months-heading">
              <Stack gap="xs">
                <Title order={2} size="h4" id="brand-months-heading">
                  Net sales and EBITDA per month
                </Title>
                <MonthlyFiguresTable performance={performance.data} />
                <Text size="xs" c="dimmed">
                  * Estimated: the settlement behind the figure is not final yet.
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <FundingEstimateCard sellerId={sellerId} brandName={brand.key} targetCurrency={filters.targetCurrency} />
          </Grid.Col>
        </Grid>
        <ProfitabilityFigures sellerId={sellerId} brand={brand.key} targetCurrency={filters.targetCurrency} />
        <CustomerSatisfactionFigures sellerId={sellerId} brand={brand.key} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ValuationToolbar filters={filters} onChange={setFilters} currency={performance.data?.currency}>
        <Anchor component={Link} to={overviewHref}>
          All brands
        </Anchor>
      </ValuationToolbar>
      {body}
    </Stack>
  );
}
