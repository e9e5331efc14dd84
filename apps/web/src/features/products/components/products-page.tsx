import type { TCatalogRow } from '@brandlens/contracts';
import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ReportDownloadMenu } from '../../../components/ui/report-download-menu';
import { paths } from '../../../config/paths';
import { useProductsCatalog } from '../api/get-products-catalog';
import { useSellerResources } from '../api/get-seller-resources';
import { catalogQuery, parseProductFilters, withProductFilters, type ProductFilters } from '../utils/product-filters';
import { CatalogTable } from './catalog-table';
import { ProductFiltersBar } from './product-filters-bar';

interface ProductsPageProps {
  sellerId: string;
  /** What the page shows for a seller with no product at all: what it needs and where to get it. */
  emptyState: ReactNode;
}

/** The catalogue under the filters of the URL; a row opens the product's page with the same filters. */
export function ProductsPage({ sellerId, emptyState }: ProductsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProductFilters(searchParams);
  const catalog = useProductsCatalog(sellerId, catalogQuery(filters));
  const resources = useSellerResources(sellerId);
  const setFilters = (patch: Partial<ProductFilters>) =>
    setSearchParams((current) => withProductFilters(current, { ...parseProductFilters(current), ...patch }), {
      replace: true,
    });
  const marketplaces = useMemo(
    () => new Map((resources.data?.marketplaces ?? []).map((item) => [item.marketplaceId, item.marketplaceName])),
    [resources.data],
  );
  const carried = searchParams.toString();
  const productHref = useCallback(
    (row: TCatalogRow) =>
      row.id ? paths.seller.productOverviewProduct.getHref(sellerId, row.id, new URLSearchParams(carried)) : undefined,
    [sellerId, carried],
  );

  if (catalog.isPending || resources.isPending) return <Loader size="sm" aria-label="Loading products" />;
  if (catalog.isError) {
    return (
      <Alert color="red" variant="light" title="The products could not be loaded">
        {catalog.error.message}
      </Alert>
    );
  }
  if (resources.data?.productCount === 0 && catalog.data.rows.length === 0) return emptyState;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <ProductFiltersBar
          filters={filters}
          onChange={setFilters}
          resources={resources.data}
          currency={catalog.data.currency}
        />
        {/* The server's file: every row of the filters, with currency, period and marketplace ids. */}
        <ReportDownloadMenu
          label="Download catalogue"
          getHref={(format) =>
            paths.downloads.productsCatalogExport.getHref(sellerId, { ...catalogQuery(filters), format })
          }
        />
      </Group>
      <CatalogTable data={catalog.data} marketplaces={marketplaces} productHref={productHref} />
    </Stack>
  );
}
