// catalog_item_changes rows as the product page's content events: the stored column names become
// the contract's keys, and an image list becomes its links, the largest image of each variant.
import type { TProductContentEvent, TProductContentField } from '@brandlens/contracts';
import type { ContentChangeRow } from './product-content.queries.ts';

const FIELDS: Record<string, TProductContentField> = {
  title: 'title',
  brand: 'brand',
  main_image_url: 'mainImage',
  images: 'images',
  bullet_points: 'bulletPoints',
  classification: 'classification',
};

type TContentValue = TProductContentEvent['before'];

const text = (value: unknown): TContentValue => (typeof value === 'string' ? value : null);
const texts = (value: unknown): TContentValue =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;

interface StoredImage {
  variant?: unknown;
  link?: unknown;
  width?: unknown;
  height?: unknown;
}

function imageLinks(value: unknown): TContentValue {
  if (!Array.isArray(value)) return null;
  const largest = new Map<string, { link: string; area: number }>();
  for (const image of value as StoredImage[]) {
    if (typeof image?.link !== 'string') continue;
    const variant = typeof image.variant === 'string' ? image.variant : '';
    const area = Number(image.width ?? 0) * Number(image.height ?? 0);
    const best = largest.get(variant);
    if (!best || area > best.area) largest.set(variant, { link: image.link, area });
  }
  return [...largest.values()].map((image) => image.link);
}

function valueOf(field: TProductContentField, value: unknown): TContentValue {
  if (field === 'bulletPoints') return texts(value);
  if (field === 'images') return imageLinks(value);
  return text(value);
}

/** The rows as events, newest first; a field this version does not know is left out. */
export function contentEventsOf(rows: readonly ContentChangeRow[]): TProductContentEvent[] {
  return rows.flatMap((row) => {
    const field = FIELDS[row.field];
    if (!field) return [];
    return [
      {
        field,
        day: row.day,
        seenAt: row.seenAt.toISOString(),
        before: valueOf(field, row.before),
        after: valueOf(field, row.after),
      },
    ];
  });
}
