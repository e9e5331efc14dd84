import { AD_PRODUCT_NAMES, ZAdProduct, type TMarketplace } from '@brandlens/contracts';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { CurrencySelect } from '../../../components/ui/statement-filter-selects';
import { AD_PERIOD_OPTIONS, type AdFilters } from '../utils/ad-filters';
import { MarketplaceSelect } from '../../../components/ui/marketplace-select';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

const AD_PRODUCT_OPTIONS = [
  { value: ALL, label: 'All ad products' },
  ...ZAdProduct.options.map((product) => ({ value: product, label: AD_PRODUCT_NAMES[product] })),
];

interface AdFiltersBarProps {
  filters: AdFilters;
  onChange: (patch: Partial<AdFilters>) => void;
  marketplaces: readonly TMarketplace[] | undefined;
  /** The currency the figures are in: the user's default until the URL names one. */
  currency: string | undefined;
}

/** Currency, period, marketplace, ad product and search: each change goes to the URL. */
export function AdFiltersBar({ filters, onChange, marketplaces, currency }: AdFiltersBarProps) {
  // What the user types; the URL (and so the request) follows after a pause.
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
  const isKnownPeriod = AD_PERIOD_OPTIONS.some((option) => option.value === filters.period);
  // A period from a shared link (or carried from the P&L) stays selectable next to the presets.
  const periods = isKnownPeriod
    ? [...AD_PERIOD_OPTIONS]
    : [...AD_PERIOD_OPTIONS, { value: filters.period, label: filters.period }];

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Advertising filters">
      <CurrencySelect
        value={filters.targetCurrency ?? currency}
        onChange={(targetCurrency) => onChange({ targetCurrency })}
      />
      <Select
        label="Period"
        w={{ base: '100%', xs: 170 }}
        allowDeselect={false}
        data={periods}
        value={filters.period}
        onChange={(period) => {
          if (period) onChange({ period });
        }}
      />
      <MarketplaceSelect
        marketplaces={marketplaces}
        value={filters.marketplace}
        onChange={(marketplace) => onChange({ marketplace })}
      />
      <Select
        label="Ad product"
        w={{ base: '100%', xs: 200 }}
        allowDeselect={false}
        data={AD_PRODUCT_OPTIONS}
        value={filters.adProduct}
        onChange={(value) => {
          const product = ZAdProduct.safeParse(value);
          onChange({ adProduct: product.success ? product.data : 'all' });
        }}
      />
      <TextInput
        label="Filter"
        placeholder={filters.tab === 'asins' ? 'ASIN, SKU or title' : 'Campaign or ad group name'}
        w={{ base: '100%', xs: 240 }}
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
