import { ALL_BRANDS_KEY } from '@brandlens/contracts';
import { Alert, Anchor, Button, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyStateCard } from '../../../components/ui/empty-state-card';
import { paths } from '../../../config/paths';
import { uiStore, useUiState } from '../../../lib/ui-store';
import { useBrandsOverview } from '../api/get-brands-overview';
import { describeDates } from '../utils/describe-basis';
import { useValuationFilters } from '../utils/use-valuation-filters';
import { TRAILING_PERIOD_LABELS } from '../utils/valuation-filters';
import { BrandConfigurationsDialog } from './brand-configurations-dialog';
import { BrandScoreTable } from './brand-score-table';
import { FundingEstimateCard } from './funding-estimate-card';
import { IndicatorBoard } from './indicator-board';
import { ValuationSignalsCard } from './valuation-signals-card';
import { ValuationToolbar } from './valuation-toolbar';

const openDialog = () => uiStore.setBrandConfigurationDialogOpen(true);
const closeDialog = () => uiStore.setBrandConfigurationDialogOpen(false);

/** Brand Valuation: the seller's score (All Brands), every brand's score, funding and signals. */
export function BrandValuationOverview({ sellerId }: { sellerId: string }) {
  const { filters, setFilters } = useValuationFilters();
  const overview = useBrandsOverview(sellerId, filters);
  const isDialogOpen = useUiState((state) => state.brandConfigurationDialogOpen);

  let body;
  if (overview.isPending) body = <Loader size="sm" aria-label="Loading the brand scores" />;
  else if (overview.isError) {
    body = (
      <Alert color="red" variant="light">
        {overview.error.message}
      </Alert>
    );
  } else {
    const { brands, from, to, currency, period } = overview.data;
    const all = brands.find((brand) => brand.key === ALL_BRANDS_KEY) ?? brands[0];
    const hasData = brands.some((brand) => brand.overallScore !== null);
    body = (
      <Stack gap="lg">
        <Text size="sm" c="dimmed" data-testid="valuation-period">
          {TRAILING_PERIOD_LABELS[period]} · {describeDates(from, to)} · money in {currency}
        </Text>
        {hasData ? null : (
          <EmptyStateCard>
            No indicator has data yet. Import settlement reports under{' '}
            <Anchor component={Link} to={paths.seller.settings.getHref(sellerId)}>
              Settings
            </Anchor>{' '}
            to see your brand score.
          </EmptyStateCard>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brands-heading">
              <Stack gap="xs">
                <Title order={2} size="h4" id="brands-heading">
                  Brands
                </Title>
                <BrandScoreTable sellerId={sellerId} brands={brands} filters={filters} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <FundingEstimateCard
                sellerId={sellerId}
                brandName={ALL_BRANDS_KEY}
                targetCurrency={filters.targetCurrency}
              />
              <ValuationSignalsCard sellerId={sellerId} />
            </Stack>
          </Grid.Col>
        </Grid>
        {all ? (
          <Stack gap="sm" component="section" aria-labelledby="all-brands-heading">
            <Title order={2} size="h3" id="all-brands-heading">
              {all.name}
            </Title>
            <IndicatorBoard key={`${all.key}:${from}:${to}`} brand={all} />
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ValuationToolbar filters={filters} onChange={setFilters} currency={overview.data?.currency}>
        <Button variant="default" onClick={openDialog}>
          Brand configurations
        </Button>
      </ValuationToolbar>
      {body}
      <BrandConfigurationsDialog sellerId={sellerId} opened={isDialogOpen} onClose={closeDialog} />
    </Stack>
  );
}
