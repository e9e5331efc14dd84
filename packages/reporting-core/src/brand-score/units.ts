import { formatDecimalTrimmed, type Decimal } from '../decimal.ts';
import { exactDecimal } from './exact-value.ts';
import { IndicatorValueError, type BrandScoreIndicator } from './indicators.ts';
import { INDICATOR_METADATA } from './metadata.ts';

function parse(indicator: BrandScoreIndicator, value: number | string): Decimal {
  if (!INDICATOR_METADATA[indicator])
    throw new IndicatorValueError(indicator, `"${indicator}" is not a brand score indicator`);
  const decimal = exactDecimal(value);
  if (!decimal) throw new IndicatorValueError(indicator, `${indicator}: "${String(value)}" is not a number`);
  return decimal;
}

function text(decimal: Decimal): string {
  return decimal.units === 0n ? '0' : formatDecimalTrimmed(decimal);
}

/**
 * A raw value (as the API carries it) in the thresholds table's units: a 'percentage' indicator's
 * fraction is multiplied by 100 exactly ("0.045" becomes "4.5"); a 'decimal' one is unchanged.
 * The result is plain decimal text without trailing zeros.
 */
export function toTableUnits(indicator: BrandScoreIndicator, raw: number | string): string {
  const decimal = parse(indicator, raw);
  if (INDICATOR_METADATA[indicator].inputType !== 'percentage') return text(decimal);
  return text(
    decimal.scale >= 2
      ? { units: decimal.units, scale: decimal.scale - 2 }
      : { units: decimal.units * 10n ** BigInt(2 - decimal.scale), scale: 0 },
  );
}

/** The inverse of toTableUnits: a 'percentage' indicator's table value is divided by 100 exactly ("4.5" becomes "0.045"). */
export function fromTableUnits(indicator: BrandScoreIndicator, tableValue: number | string): string {
  const decimal = parse(indicator, tableValue);
  if (INDICATOR_METADATA[indicator].inputType !== 'percentage') return text(decimal);
  return text({ units: decimal.units, scale: decimal.scale + 2 });
}
