/** An exact fraction '0.123456' as percentage points '12.3456', moving the point (no float). */
export function fractionToPercent(fraction: string): string {
  const negative = fraction.startsWith('-');
  const [whole = '0', decimals = ''] = (negative ? fraction.slice(1) : fraction).split('.');
  const padded = decimals.padEnd(2, '0');
  const integer = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2);
  return `${negative ? '-' : ''}${integer}${rest ? `.${rest}` : ''}`;
}

/** A fraction for reading: '0.123456' → '12.3 %'; null → '–'. */
export function formatFraction(fraction: string | null): string {
  if (fraction === null) return '–';
  return `${Number(fractionToPercent(fraction)).toFixed(1)} %`;
}
