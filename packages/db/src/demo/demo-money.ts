// Amounts are integer minor units (cents): exact in a JS number per row, and
// summed per settlement in bigint so totals match their rows to the cent.

/** `minor` × basisPoints / 10 000, rounded half away from zero, in integer arithmetic. */
export function applyRate(minor: number, basisPoints: number): number {
  const product = Math.abs(minor * basisPoints) + 5_000;
  const rounded = (product - (product % 10_000)) / 10_000;
  return minor < 0 ? -rounded : rounded;
}

/** Splits `minor` into `parts` amounts that sum to it exactly (the last takes the remainder). */
export function splitAmount(minor: number, parts: number): number[] {
  const share = Math.trunc(minor / parts);
  return Array.from({ length: parts }, (_, index) => (index === parts - 1 ? minor - share * (parts - 1) : share));
}

/** 2499 → "24.99" (or "24,99" with a decimal comma); -5 → "-0.05". */
export function formatMinor(minor: number | bigint, isDecimalComma: boolean): string {
  const isNegative = minor < 0;
  const abs = (isNegative ? -minor : minor).toString().padStart(3, '0');
  return `${isNegative ? '-' : ''}${abs.slice(0, -2)}${isDecimalComma ? ',' : '.'}${abs.slice(-2)}`;
}

/** A USD list price in another currency, ending in .99 like real listings. */
export function charmPrice(usdMinor: number, factorBasisPoints: number): number {
  const converted = applyRate(usdMinor, factorBasisPoints);
  return Math.max(99, converted - (converted % 100) - 1);
}
