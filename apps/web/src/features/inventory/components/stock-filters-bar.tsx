import type { TMarketplace, TStockAggregation } from '@brandlens/contracts';
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { AGGREGATION_OPTIONS, VELOCITY_WINDOW_OPTIONS, type StockFilters } from '../utils/stock-filters';
import { MarketplaceSelect } from '../../../components/ui/marketplace-select';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface StockFiltersBarProps {
  filters: StockFilters;
  onChange: (patch: Partial<StockFilters>) => void;
  marketplaces: readonly TMarketplace[] | undefined;
  /** Brands of the rows shown; the selected one is kept even when no row has it. */
  brands: readonly string[];
  /** The window the figures were computed with (the seller's own when the URL names none). */
  windowDays: number | undefined;
}

const isAggregation = (value: string | null): value is TStockAggregation =>
  AGGREGATION_OPTIONS.some((option) => option.value === value);

/** Marketplace, brand, at risk, rows, velocity window and search: each change goes to the URL. */
export function StockFiltersBar({ filters, onChange, marketplaces, brands, windowDays }: StockFiltersBarProps) {
  // What the user types; the URL (and so the request) follows after a pause.
  const [searchText, setSearchText] = useState(filters.search ?? '');
  // The URL's text changed under the field (a reset link, the back button): the field follows it.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (filters.search !== urlSearch) {
    setUrlSearch(filters.search);
    if ((filters.search ?? '') !== searchText.trim()) setSearchText(filters.search ?? '');
  }
  const commitSearch = useDebouncedCallback(
    (value: string) => onChange({ search: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );

  const brandOptions = new Set(brands);
  if (filters.brand !== ALL) brandOptions.add(filters.brand);
  const windows: number[] = [...VELOCITY_WINDOW_OPTIONS];
  // A window from a shared link or the seller's own setting stays selectable next to the presets.
  if (windowDays !== undefined && !windows.includes(windowDays)) windows.push(windowDays);

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Stock filters">
      <MarketplaceSelect
        marketplaces={marketplaces}
        value={filters.marketplace}
        onChange={(marketplace) => onChange({ marketplace })}
      />
      <Select
        label="Brand"
        w={{ base: '100%', xs: 200 }}
        allowDeselect={false}
        data={[
          { value: ALL, label: 'All brands' },
          ...[...brandOptions].sort().map((brand) => ({ value: brand, label: brand })),
        ]}
        value={filters.brand}
        onChange={(value) => onChange({ brand: value ?? ALL })}
      />
      <Select
        label="Rows"
        w={{ base: '100%', xs: 240 }}
        allowDeselect={false}
        data={[...AGGREGATION_OPTIONS]}
        value={filters.aggregation}
        onChange={(value) => {
          if (isAggregation(value)) onChange({ aggregation: value });
        }}
      />
      <Select
        label="Velocity window"
        w={{ base: '100%', xs: 150 }}
        allowDeselect={false}
        data={windows.sort((a, b) => a - b).map((days) => ({ value: String(days), label: `${days} days` }))}
        value={windowDays === undefined ? null : String(windowDays)}
        onChange={(value) => onChange({ windowDays: value ? Number(value) : undefined })}
      />
      <TextInput
        label="Filter"
        placeholder="SKU, ASIN or title"
        w={{ base: '100%', xs: 220 }}
        value={searchText}
        maxLength={200}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
      />
      <Switch
        label="At risk only"
        description="Out of stock or to reorder"
        checked={filters.isAtRiskOnly}
        onChange={(event) => onChange({ isAtRiskOnly: event.currentTarget.checked })}
        mb={4}
      />
    </Group>
  );
}
