// An alert's figures are a record the evaluators fill (docs/alerts.md): camelCase keys and raw
// values. They are shown as 'Days of cover: 12', in the order the server wrote them.

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** 'daysOfCover' or 'days_of_cover' → 'Days of cover'. */
export function figureLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function figureValue(value: string | number | boolean | null): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return numberFormat.format(value);
  return value;
}
