import { SUPPORTED_CURRENCY_CODES, ZCurrencyCode, type TCurrencyCode } from '@brandlens/contracts';
import { Select } from '@mantine/core';
import { BASIS_OPTIONS, PERIOD_OPTIONS, type TBasis } from '../../lib/profit-loss/statement-filters';

const currencyOptions = SUPPORTED_CURRENCY_CODES.map((code) => ({ value: code, label: code }));

export function CurrencySelect({
  value,
  onChange,
}: {
  /** Absent: the user's default, shown once a response names it. */
  value: string | undefined;
  onChange: (currency: TCurrencyCode) => void;
}) {
  return (
    <Select
      label="Currency"
      data={currencyOptions}
      value={value ?? null}
      placeholder="Default"
      searchable
      allowDeselect={false}
      w={120}
      onChange={(next) => {
        const parsed = ZCurrencyCode.safeParse(next);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}

export function PeriodSelect({ value, onChange }: { value: string; onChange: (period: string) => void }) {
  const known = PERIOD_OPTIONS.some((option) => option.value === value);
  // A custom period from a shared link stays selectable next to the presets.
  const data = known ? [...PERIOD_OPTIONS] : [...PERIOD_OPTIONS, { value, label: value }];
  return (
    <Select
      label="Period"
      data={data}
      value={value}
      allowDeselect={false}
      w={170}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}

export function BasisSelect({ value, onChange }: { value: TBasis; onChange: (basis: TBasis) => void }) {
  return (
    <Select
      label="Basis"
      data={[...BASIS_OPTIONS]}
      value={value}
      allowDeselect={false}
      w={150}
      onChange={(next) => onChange(next === 'order' ? 'order' : 'posted')}
    />
  );
}
