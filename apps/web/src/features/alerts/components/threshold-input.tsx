import type { TAlertTypeInfo } from '@brandlens/contracts';
import { TextInput } from '@mantine/core';

const UNIT_SUFFIX: Record<TAlertTypeInfo['unit'], string> = { days: 'days', units: 'units', percent: '%', none: '' };
const UNIT_WORD: Record<TAlertTypeInfo['unit'], string> = {
  days: 'days',
  units: 'units',
  percent: 'percent',
  none: '',
};

/** 'Low stock threshold (days)': the name a threshold input goes by, for a rule of this type. */
export const thresholdLabel = (type: Pick<TAlertTypeInfo, 'name' | 'unit'>, scopeText = ''): string =>
  `${type.name} threshold${scopeText ? ` for ${scopeText}` : ''} (${UNIT_WORD[type.unit]})`;

interface ThresholdInputProps {
  type: TAlertTypeInfo;
  /** Accessible name; the visible label, when shown, is `label`. */
  ariaLabel?: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * A threshold in the type's unit, kept as typed (an exact decimal, never a float); empty means
 * the type's default, which the empty input shows.
 */
export function ThresholdInput({ type, ariaLabel, label, value, onChange, error }: ThresholdInputProps) {
  return (
    <TextInput
      label={label}
      aria-label={ariaLabel}
      inputMode="decimal"
      autoComplete="off"
      placeholder={type.defaultThreshold === null ? undefined : `${type.defaultThreshold} (default)`}
      rightSection={UNIT_SUFFIX[type.unit]}
      rightSectionWidth={48}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      w={170}
    />
  );
}
