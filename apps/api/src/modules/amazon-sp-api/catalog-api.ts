// Catalog Items 2022-04-01 getCatalogItem: an ASIN's title, brand, images,
// sales ranks, browse classification, variation parent and bullet points in one marketplace.
// An ASIN Amazon does not know there (404) or refuses (400) is an answer
// about that ASIN, not a failure of the sync.
import { SpApiRequestError } from './sp-api.errors.ts';
import {
  ZCatalogItem,
  type TCatalogClassification,
  type TCatalogItem,
  type TLocalizedValue,
} from './catalog-api.schemas.ts';
import type { SpApiClient } from './sp-api-client.ts';

export const CATALOG_ITEMS_PATH = '/catalog/2022-04-01/items';
export const CATALOG_INCLUDED_DATA = [
  'summaries',
  'images',
  'salesRanks',
  'classifications',
  'relationships',
  'attributes',
] as const;

export type TCatalogAnswer =
  { state: 'found'; item: TCatalogItem } | { state: 'not-found' | 'refused'; status: number };

export async function getCatalogItem(
  client: SpApiClient,
  asin: string,
  marketplaceId: string,
): Promise<TCatalogAnswer> {
  try {
    const item = await client.send(
      'getCatalogItem',
      {
        method: 'GET',
        path: `${CATALOG_ITEMS_PATH}/${encodeURIComponent(asin)}`,
        query: { marketplaceIds: [marketplaceId], includedData: CATALOG_INCLUDED_DATA },
      },
      ZCatalogItem,
    );
    return { state: 'found', item };
  } catch (error) {
    if (error instanceof SpApiRequestError && error.status === 404) return { state: 'not-found', status: 404 };
    if (error instanceof SpApiRequestError && error.status === 400) return { state: 'refused', status: 400 };
    throw error;
  }
}

export interface CatalogEntry {
  title: string | null;
  brand: string | null;
  /** The MAIN image in its largest size. */
  mainImageUrl: string | null;
  images: Array<{ variant: string; link: string; width: number; height: number }>;
  /** The marketplace's salesRanks entries as Amazon wrote them. */
  salesRanks: unknown[];
  /** The first browse classification as a path from the root ('Electronics > Televisions > QLED TVs'). */
  classification: string | null;
  parentAsin: string | null;
  /** attributes.bullet_point in Amazon's order; null when the answer has no attributes at all. */
  bulletPoints: string[] | null;
}

/** What the catalog keeps of an item in one marketplace (entries of other marketplaces are ignored). */
export function catalogEntryOf(item: TCatalogItem, marketplaceId: string): CatalogEntry {
  const ofMarketplace = <T extends { marketplaceId: string }>(list: readonly T[] | null | undefined) =>
    (list ?? []).filter((entry) => entry.marketplaceId === marketplaceId);
  const summary = ofMarketplace(item.summaries)[0];
  const images = ofMarketplace(item.images).flatMap((entry) =>
    entry.images.map(({ variant, link, width, height }) => ({ variant, link, width, height })),
  );
  const main = images
    .filter((image) => image.variant === 'MAIN')
    .reduce<(typeof images)[number] | undefined>(
      (best, image) => (!best || image.width * image.height > best.width * best.height ? image : best),
      undefined,
    );
  const classification = ofMarketplace(item.classifications).flatMap((entry) => entry.classifications ?? [])[0];
  const parentAsin = ofMarketplace(item.relationships)
    .flatMap((entry) => entry.relationships)
    .flatMap((relationship) => (relationship.type === 'VARIATION' ? (relationship.parentAsins ?? []) : []))[0];
  return {
    title: clean(summary?.itemName) ?? attributeText(item.attributes?.item_name, marketplaceId),
    brand: clean(summary?.brand) ?? attributeText(item.attributes?.brand, marketplaceId),
    mainImageUrl: main?.link ?? null,
    images,
    salesRanks: ofMarketplace(item.salesRanks),
    classification: classification
      ? classificationPath(classification)
      : (clean(summary?.browseClassification?.displayName) ?? null),
    parentAsin: parentAsin ?? null,
    bulletPoints: item.attributes ? bulletPointsOf(item.attributes.bullet_point, marketplaceId) : null,
  };
}

function classificationPath(leaf: TCatalogClassification): string {
  const names: string[] = [];
  for (let node: TCatalogClassification | null | undefined = leaf; node; node = node.parent)
    names.unshift(node.displayName);
  return names.join(' > ');
}

const clean = (text: string | null | undefined) => text?.trim() || null;

/**
 * The marketplace's bullet points in the language of its first one, as Amazon gives them (no locale
 * is asked for, so that is the marketplace's default); a marketplace with two languages would
 * otherwise mix them.
 */
function bulletPointsOf(values: readonly TLocalizedValue[] | null | undefined, marketplaceId: string): string[] {
  const ofMarketplace = (values ?? []).filter(
    (entry) => !entry.marketplace_id || entry.marketplace_id === marketplaceId,
  );
  const language = ofMarketplace[0]?.language_tag ?? null;
  return ofMarketplace
    .filter((entry) => (entry.language_tag ?? null) === language)
    .flatMap((entry) => (typeof entry.value === 'string' && entry.value.trim() ? [entry.value.trim()] : []));
}

/** An attribute's text in the marketplace (or without one), from includedData=attributes. */
function attributeText(values: readonly TLocalizedValue[] | null | undefined, marketplaceId: string): string | null {
  const value = (values ?? []).find((entry) => !entry.marketplace_id || entry.marketplace_id === marketplaceId)?.value;
  return typeof value === 'string' ? clean(value) : null;
}
