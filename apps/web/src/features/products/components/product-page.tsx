import { PRODUCT_CHART_METRICS } from '@brandlens/contracts';
import { Alert, Anchor, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LineChart } from '../../../components/charts/line-chart';
import { CurrencySelect, PeriodSelect } from '../../../components/ui/statement-filter-selects';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format/format-date-time';
import { useProductDetail } from '../api/get-product-detail';
import { buildProductTrendOption } from '../utils/build-product-trend-option';
import {
  DEFAULT_PRODUCT_PERIOD,
  parseProductFilters,
  productQuery,
  withProductFilters,
  type ProductFilters,
} from '../utils/product-filters';
import { ProductBenchmarks } from './product-benchmarks';
import { ProductEvents } from './product-events';
import { ProductFacts } from './product-facts';
import { ProductMetricChart } from './product-metric-chart';

/** A product: its figures, monthly P&L trend, a chosen metric's chart, benchmarks and history. */
export function ProductPage({ sellerId, productId }: { sellerId: string; productId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProductFilters(searchParams, DEFAULT_PRODUCT_PERIOD);
  const query = productQuery(filters);
  const detail = useProductDetail(sellerId, productId, query);
  const metric = PRODUCT_CHART_METRICS.find((item) => item === searchParams.get('metric')) ?? 'sessions';
  const view = searchParams.get('view') === 'daily' ? 'DAILY' : 'MONTHLY';
  const trendOption = useMemo(() => (detail.data ? buildProductTrendOption(detail.data) : null), [detail.data]);
  const setFilters = (patch: Partial<ProductFilters>) =>
    setSearchParams(
      (current) =>
        withProductFilters(
          current,
          { ...parseProductFilters(current, DEFAULT_PRODUCT_PERIOD), ...patch },
          DEFAULT_PRODUCT_PERIOD,
        ),
      { replace: true },
    );
  const setChart = (patch: { metric?: string; view?: 'DAILY' | 'MONTHLY' }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (patch.metric) next.set('metric', patch.metric);
        if (patch.view) {
          if (patch.view === 'DAILY') next.set('view', 'daily');
          else next.delete('view');
        }
        return next;
      },
      { replace: true },
    );
  const catalogueHref = paths.seller.productOverview.getHref(sellerId);

  if (detail.isPending) return <Loader size="sm" aria-label="Loading the product" />;
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" title="The product could not be loaded">
        {detail.error.message}{' '}
        <Anchor component={Link} to={catalogueHref}>
          Back to the catalogue
        </Anchor>
      </Alert>
    );
  }
  const { product, currency, from, to } = detail.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={catalogueHref} size="sm">
        ← All products
      </Anchor>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {product.imageUrl ? <Image src={product.imageUrl} alt="" w={72} h={72} fit="contain" radius="sm" /> : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {product.title ?? product.sku}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[`SKU ${product.sku}`, product.asin && `ASIN ${product.asin}`, product.brand, product.category]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Group align="flex-end" gap="sm" role="search" aria-label="Product filters">
        <CurrencySelect
          value={filters.targetCurrency ?? currency}
          onChange={(targetCurrency) => setFilters({ targetCurrency })}
        />
        <PeriodSelect value={filters.period} onChange={(period) => setFilters({ period })} />
      </Group>
      <Text size="xs" c="dimmed">
        {`Figures in ${currency}, ${formatDate(from)} to ${formatDate(to)}, from the settlements as the P&L statement counts them; * estimated.`}
      </Text>
      <ProductFacts detail={detail.data} />
      <Stack gap="xs" data-testid="product-trend">
        <Title order={3} size="h4">
          Profit and loss per month
        </Title>
        {trendOption ? (
          <LineChart option={trendOption} label="Net sales, CM1, CM3 and margin per month" height={280} />
        ) : null}
      </Stack>
      <ProductMetricChart
        sellerId={sellerId}
        productId={productId}
        query={query}
        metric={metric}
        view={view}
        onChange={setChart}
      />
      <ProductBenchmarks sellerId={sellerId} productId={productId} query={query} />
      <ProductEvents
        events={detail.data.events}
        contentEvents={detail.data.contentEvents}
        currency={currency}
        isContentTracked={detail.data.isContentTracked}
      />
    </Stack>
  );
}
