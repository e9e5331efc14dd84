import type { TMarketplace } from '@brandlens/contracts';
import { Badge, CloseButton, Group, Select } from '@mantine/core';
import { MarketplaceSelect } from '../../../components/ui/marketplace-select';
import { CurrencySelect } from '../../../components/ui/statement-filter-selects';
import type { WeeklyFilters } from '../utils/weekly-filters';
import { weekOptions } from '../utils/week-options';

interface WeeklyFiltersBarProps {
  filters: WeeklyFilters;
  onChange: (patch: Partial<WeeklyFilters>) => void;
  marketplaces: readonly TMarketplace[] | undefined;
  /** The currency and week the figures are for: the defaults until the URL names them. */
  currency: string;
  week: string;
  today: string;
}

/** Week, currency, marketplace, and the brand carried from another page: each change goes to the URL. */
export function WeeklyFiltersBar({ filters, onChange, marketplaces, currency, week, today }: WeeklyFiltersBarProps) {
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
      {filters.brand ? (
        <Badge
          size="lg"
          variant="light"
          rightSection={
            <CloseButton size="xs" aria-label="Show every brand" onClick={() => onChange({ brand: undefined })} />
          }
        >
          {`Brand: ${filters.brand}`}
        </Badge>
      ) : null}
    </Group>
  );
}
