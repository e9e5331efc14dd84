import { ZTrailingPeriod } from '@brandlens/contracts';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { CurrencySelect } from '../../../components/ui/statement-filter-selects';
import { TRAILING_PERIOD_OPTIONS, type ValuationFilters } from '../utils/valuation-filters';

interface ValuationToolbarProps {
  filters: ValuationFilters;
  onChange: (patch: Partial<ValuationFilters>) => void;
  /** The currency the response is in, shown while the URL names none. */
  currency: string | undefined;
  children?: ReactNode;
}

/** The trailing period and currency of the scores (both kept in the URL), and the screen's actions. */
export function ValuationToolbar({ filters, onChange, currency, children }: ValuationToolbarProps) {
  return (
    <Group align="flex-end" justify="space-between">
      <Group align="flex-end" gap="sm">
        <Select
          label="Trailing period"
          data={TRAILING_PERIOD_OPTIONS}
          value={filters.period}
          allowDeselect={false}
          w={190}
          onChange={(next) => {
            const parsed = ZTrailingPeriod.safeParse(next);
            if (parsed.success) onChange({ period: parsed.data });
          }}
        />
        <CurrencySelect
          value={filters.targetCurrency ?? currency}
          onChange={(targetCurrency) => onChange({ targetCurrency })}
        />
      </Group>
      {children ? <Group gap="sm">{children}</Group> : null}
    </Group>
  );
}
