import type { TSellerResources } from '@brandlens/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { CurrencySelect, PeriodSelect } from '../../../components/ui/statement-filter-selects';
import type { ProductFilters } from '../utils/product-filters';
import { MarketplaceSelect } from '../../../components/ui/marketplace-select';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface ProductFiltersBarProps {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
  resources: TSellerResources | undefined;
  /** The currency the figures are in: the user's default until the URL names one. */
  currency: string | undefined;
}

/** Currency, period, marketplace, brand and search: each change goes to the URL. */
export function ProductFiltersBar({ filters, onChange, resources, currency }: ProductFiltersBarProps) {
  const [searchText, setSearchText] = useState(filters.search ?? '');
  // The URL's text changed under the field (the back button, a link): the field follows it.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (filters.search !== urlSearch) {
    setUrlSearch(filters.search);
    if ((filters.search ?? '') !== searchText.trim()) setSearchText(filters.search ?? '');
  }
  const commitSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Product filters">
      <CurrencySelect
        value={filters.targetCurrency ?? currency}
        onChange={(targetCurrency) => onChange({ targetCurrency })}
      />
      <PeriodSelect value={filters.period} onChange={(period) => onChange({ period })} />
      <MarketplaceSelect
        marketplaces={resources?.marketplaces}
        value={filters.marketplace}
        onChange={(marketplace) => onChange({ marketplace })}
        width={200}
      />
      <Select
        label="Brand"
        w={{ base: '100%', xs: 200 }}
        allowDeselect={false}
        data={[
          { value: ALL, label: 'All brands' },
          ...(resources?.brands ?? []).map(({ brand }) => ({ value: brand, label: brand })),
          ...(filters.brand && !resources?.brands.some(({ brand }) => brand === filters.brand)
            ? [{ value: filters.brand, label: filters.brand }]
            : []),
        ]}
        value={filters.brand ?? ALL}
        onChange={(value) => onChange({ brand: value && value !== ALL ? value : undefined })}
      />
      <TextInput
        label="Filter"
        placeholder="Title, ASIN or SKU"
        w={{ base: '100%', xs: 220 }}
        value={searchText}
        maxLength={200}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
      />
    </Group>
  );
}
