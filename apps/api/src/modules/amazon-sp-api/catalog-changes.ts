// What changed in a listing's content between the stored catalog item and the one just fetched:
// one change per field, with the stored value before and the fetched one after. The first sight of
// an item (no row, or only rows of 404 answers) is not a change, and bullet points stored before
// the sync read them (null) are not compared.
import type { CatalogEntry } from './catalog-api.ts';

/** The content fields compared, by their catalog_items column: the keys of catalog_item_changes.field. */
export const CATALOG_CHANGE_FIELDS = [
  'title',
  'brand',
  'main_image_url',
  'images',
  'bullet_points',
  'classification',
] as const;
export type TCatalogChangeField = (typeof CATALOG_CHANGE_FIELDS)[number];

export type CatalogContent = Pick<CatalogEntry, 'title' | 'brand' | 'mainImageUrl' | 'classification'> & {
  images: CatalogEntry['images'] | null;
  bulletPoints: string[] | null;
};

export interface CatalogChange {
  field: TCatalogChangeField;
  before: unknown;
  after: unknown;
}

const valueOf = (content: CatalogContent, field: TCatalogChangeField): unknown => {
  switch (field) {
    case 'title':
      return content.title;
    case 'brand':
      return content.brand;
    case 'main_image_url':
      return content.mainImageUrl;
    case 'images':
      // Only what the catalog keeps of an image: jsonb reads back its keys in another order.
      return (content.images ?? []).map(({ variant, link, width, height }) => ({ variant, link, width, height }));
    case 'bullet_points':
      return content.bulletPoints;
    case 'classification':
      return content.classification;
  }
};

const hasContent = (content: CatalogContent) =>
  CATALOG_CHANGE_FIELDS.some((field) => {
    const value = valueOf(content, field);
    return value !== null && !(Array.isArray(value) && value.length === 0);
  });

export function catalogChanges(stored: CatalogContent | null, fetched: CatalogContent): CatalogChange[] {
  if (stored === null || !hasContent(stored)) return [];
  return CATALOG_CHANGE_FIELDS.flatMap((field) => {
    const before = valueOf(stored, field);
    const after = valueOf(fetched, field);
    if (field === 'bullet_points' && (before === null || after === null)) return [];
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field, before, after }];
  });
}
