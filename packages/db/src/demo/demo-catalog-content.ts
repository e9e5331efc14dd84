// The demo seller's listing content as the catalog sync would have seen it (docs/products.md,
// "Demo"): three US listings, one per brand, whose catalog item holds their current title, main
// image and bullet points, and the changes that led there within the demo's last months: each got
// its brand into its title and a new main image, and one its bullet points rewritten. The 'after'
// of a field's latest change is what its catalog item holds. Images are small SVG tiles (data:
// URLs), so the demo shows pictures without calling anyone.
import { isoDay, resolveDemoRange } from './demo-calendar.ts';
import { demoListings, type DemoListing } from './demo-catalog.ts';
import { DEFAULT_DEMO_MONTHS, type DemoDataOptions } from './demo-plan.ts';

export interface DemoCatalogImage {
  variant: string;
  link: string;
  width: number;
  height: number;
}

export interface DemoCatalogItem {
  marketplaceId: string;
  asin: string;
  title: string;
  brand: string;
  mainImageUrl: string;
  images: DemoCatalogImage[];
  bulletPoints: string[];
  /** The demo's last day, 09:00 UTC: the sync's latest read. */
  fetchedAt: Date;
}

export interface DemoCatalogChange {
  marketplaceId: string;
  asin: string;
  /** A catalog_items column, as the catalog sync writes catalog_item_changes.field. */
  field: 'title' | 'main_image_url' | 'images' | 'bullet_points';
  before: unknown;
  after: unknown;
  seenAt: Date;
}

const US = 'ATVPDKIKX0DER';
const TILE = 500;
/** Days before the demo's last day each listing's title and image changed (per brand). */
const TITLE_DAYS_AGO = [75, 61, 33] as const;
const IMAGE_DAYS_AGO = [47, 19, 12] as const;
const BULLETS_DAYS_AGO = 26;
const COLOURS = [
  ['#8a8f98', '#2f6f4f'],
  ['#a08f7a', '#b5523b'],
  ['#7f8aa0', '#c9a227'],
] as const;

/** A square tile with the listing's family name: grey-ish before, the brand's colour after. */
function tile(label: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}">` +
    `<rect width="${TILE}" height="${TILE}" fill="${colour}"/>` +
    `<text x="250" y="265" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">` +
    `${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const mainImage = (link: string): DemoCatalogImage[] => [{ variant: 'MAIN', link, width: TILE, height: TILE }];

function bulletsOf(listing: DemoListing, isRewritten: boolean): string[] {
  const name = listing.title.slice(listing.brand.length + 1);
  return isRewritten
    ? [`${name}: built to last`, 'Backed by a 2-year warranty', 'Ships in plastic-free packaging']
    : [`${name}`, 'Warranty included'];
}

/** The three listings, their current catalog items and every change, oldest first. */
export function demoCatalogContent(options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'endDate'>): {
  items: DemoCatalogItem[];
  changes: DemoCatalogChange[];
} {
  const range = resolveDemoRange(options.now, options.months ?? DEFAULT_DEMO_MONTHS, options.endDate);
  const at = (daysAgo: number) => new Date(`${isoDay(range.lastDay - daysAgo)}T09:00:00Z`);
  const us = demoListings(options.seed).get('US') ?? [];
  const picked = [0, 1, 2].flatMap((brand) => us.filter((listing) => listing.brandIndex === brand).slice(0, 1));
  const items: DemoCatalogItem[] = [];
  const changes: DemoCatalogChange[] = [];
  picked.forEach((listing, index) => {
    const key = { marketplaceId: US, asin: listing.asin };
    const label = listing.sku.split('-')[1] ?? listing.sku;
    const [oldColour, newColour] = COLOURS[index]!;
    const oldImage = tile(label, oldColour);
    const newImage = tile(label, newColour);
    const hasNewBullets = index === 1;
    items.push({
      ...key,
      title: listing.title,
      brand: listing.brand,
      mainImageUrl: newImage,
      images: mainImage(newImage),
      bulletPoints: bulletsOf(listing, hasNewBullets),
      fetchedAt: at(0),
    });
    // The seller put the brand in front of the title.
    const oldTitle = listing.title.slice(listing.brand.length + 1);
    changes.push({
      ...key,
      field: 'title',
      before: oldTitle,
      after: listing.title,
      seenAt: at(TITLE_DAYS_AGO[index]!),
    });
    const imageSeen = at(IMAGE_DAYS_AGO[index]!);
    changes.push({ ...key, field: 'main_image_url', before: oldImage, after: newImage, seenAt: imageSeen });
    changes.push({
      ...key,
      field: 'images',
      before: mainImage(oldImage),
      after: mainImage(newImage),
      seenAt: imageSeen,
    });
    if (hasNewBullets)
      changes.push({
        ...key,
        field: 'bullet_points',
        before: bulletsOf(listing, false),
        after: bulletsOf(listing, true),
        seenAt: at(BULLETS_DAYS_AGO),
      });
  });
  return { items, changes: changes.sort((a, b) => a.seenAt.getTime() - b.seenAt.getTime()) };
}
