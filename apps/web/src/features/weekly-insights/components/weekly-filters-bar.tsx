import type { TMarketplace } from '@brandlens/contracts';
import { Group, Select } from '@mantine/core';
import { MarketplaceSelect } from '../../../components/ui/marketplace-select';
import { CurrencySelect } from '../../../components/ui/statement-filter-selects';
import type { WeeklyFilters } from '../utils/weekly-filters';
import { weekOptions } from '../utils/week-options';

const ALL = 'all';

interface WeeklyFiltersBarProps {
  filters: WeeklyFilters;
  onChange: (patch: Partial<WeeklyFilters>) => void;
  marketplaces: readonly TMarketplace[] | undefined;
  /** The seller's brands; the URL's brand stays a choice even when the list lacks it (or failed to load). */
  brands: readonly string[] | undefined;
  /** The currency and week the figures are for: the defaults until the URL names them. */
  currency: string;
  week: string;
  today: string;
}

/** Week, currency, marketplace and brand: each change goes to the URL. */
export function WeeklyFiltersBar({
  filters,
  onChange,
  marketplaces,
  brands,
  currency,
  week,
  today,
}: WeeklyFiltersBarProps) {
  // 'all' is the filter's word for every brand, so it is never a brand of the list.
  const brandOptions = new Set([...(brands ?? []), ...(filters.brand ? [filters.brand] : [])]);
  brandOptions.delete(ALL);
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Weekly insights filters">
      <Select
        label="Week"
        w={{ base: '100%', xs: 280 }}
        allowDeselect={false}
        searchable
        data={weekOptions(today, filters.week ?? week)}
        value={filters.week ?? week}
        onChange={(value) => {
          if (value) onChange({ week: value });
        }}
      />
      <CurrencySelect
        value={filters.targetCurrency ?? currency}
        onChange={(targetCurrency) => onChange({ targetCurrency })}
      />
      <MarketplaceSelect
        marketplaces={marketplaces}
        value={filters.marketplace}
        onChange={(marketplace) => onChange({ marketplace })}
      />
      <Select
        label="Brand"
        w={{ base: '100%', xs: 200 }}
        allowDeselect={false}
        searchable
        data={[
          { value: ALL, label: 'All brands' },
          ...[...brandOptions].sort().map((brand) => ({ value: brand, label: brand })),
        ]}
        value={filters.brand ?? ALL}
        onChange={(value) => onChange({ brand: value && value !== ALL ? value : undefined })}
      />
    </Group>
  );
}
