import { INDICATOR_METADATA, toTableUnits, type BrandScoreIndicator } from '@brandlens/reporting-core';

// SPEC §9: locale formatting with the indicator's max fraction digits; a percentage indicator
// arrives as a fraction ('0.045') and is shown multiplied by 100 ('4.5 %'). The value stays an
// exact decimal string until Intl formats it, so no binary rounding creeps in.

const NUMBER_LOCALE = 'en-US';

const formatters = new Map<number, Intl.NumberFormat>();

function numberFormatter(maximumFractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits });
    formatters.set(maximumFractionDigits, formatter);
  }
  return formatter;
}

/** A value in the thresholds table's units ('4.5' for 4.5 %), formatted with the indicator's rules. */
export function formatTableValue(indicator: BrandScoreIndicator, tableValue: string): string {
  const metadata = INDICATOR_METADATA[indicator];
  const formatted = numberFormatter(metadata.maxFractionDigits).format(tableValue as Intl.StringNumericLiteral);
  return metadata.addPercentSign ? `${formatted} %` : formatted;
}

/** A raw API value ('0.045'), shown as the screen shows it ('4.5 %'); null is 'No data'. */
export function formatIndicatorValue(indicator: BrandScoreIndicator, raw: string | null): string {
  if (raw === null) return 'No data';
  return formatTableValue(indicator, toTableUnits(indicator, raw));
}
