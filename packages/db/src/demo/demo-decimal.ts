// Fixed-point decimal strings from integer units, so no float rounding reaches a written value.

/** 9200 units with 4 places → "0.9200". */
export function formatDecimal(units: number, places: number): string {
  const scale = 10 ** places;
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(places, '0')}`;
}
