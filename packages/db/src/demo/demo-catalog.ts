// The demo seller's catalogue: 3 brands, 60 SKUs in parent/child families,
// listed on some or all of the four marketplaces. SKUs and titles are fixed;
// ASINs, popularity and which marketplaces list a SKU follow the seed.
import { charmPrice } from './demo-money.ts';
import { DEMO_MARKETPLACES, type DemoMarketplace } from './demo-marketplaces.ts';
import { FAMILIES } from './demo-product-families.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

export const DEMO_BRANDS = ['Trailhead Gear', 'Kitchen Kind', 'Lumen Home'] as const;

/** A product row for the `products` table. */
export interface DemoProduct {
  sku: string;
  asin: string;
  parentAsin: string;
  brand: string;
  title: string;
  marketplaceId: string;
}

/** A SKU as sold on one marketplace, with what the generator needs to price it (minor units of the marketplace currency). */
export interface DemoListing extends DemoProduct {
  brandIndex: 0 | 1 | 2;
  price: number;
  fbaFee: number;
  /** Relative sales weight (a few hero products sell most). */
  popularity: number;
  /** Share of sold units refunded, in basis points. */
  refundBp: number;
  /** Landed cost per unit in US cents. */
  unitCostUsd: number;
}

const REFUND_BP_BY_BRAND = [480, 320, 400] as const;
const ASIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function asin(random: Random): string {
  let text = 'B0';
  for (let index = 0; index < 8; index += 1) text += ASIN_ALPHABET[random.int(ASIN_ALPHABET.length)];
  return text;
}

const skuPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');
const BRAND_PREFIX = ['TG', 'KK', 'LH'] as const;

export interface DemoSku extends Omit<DemoListing, 'marketplaceId' | 'price' | 'fbaFee'> {
  priceUsd: number;
  fbaFeeUsd: number;
}

/** Every SKU of the catalogue once, priced in US cents before any marketplace lists it. */
export function demoSkus(seed: number): DemoSku[] {
  const random = createRandom(hashSeed(seed, 'catalog'));
  return FAMILIES.flatMap((family) => {
    const parentAsin = asin(random);
    return family.variants.map((variant, index) => {
      const priceUsd = family.priceUsd + index * family.step;
      return {
        sku: `${BRAND_PREFIX[family.brand]}-${family.code}-${skuPart(variant)}`,
        asin: asin(random),
        parentAsin,
        brand: DEMO_BRANDS[family.brand],
        title: `${DEMO_BRANDS[family.brand]} ${family.name}, ${variant}`,
        brandIndex: family.brand,
        priceUsd,
        fbaFeeUsd: family.fbaFeeUsd + index * 25,
        popularity: 0.2 + 3 * random.next() * random.next(),
        refundBp: REFUND_BP_BY_BRAND[family.brand],
        unitCostUsd: 100 * Math.round((priceUsd * (0.24 + 0.1 * random.next())) / 100) + 45,
      };
    });
  });
}

function listingFor(sku: DemoSku, marketplace: DemoMarketplace): DemoListing {
  const { priceUsd, fbaFeeUsd, ...rest } = sku;
  return {
    ...rest,
    marketplaceId: marketplace.id,
    price: charmPrice(priceUsd, marketplace.priceFactorBp),
    fbaFee: Math.round((fbaFeeUsd * marketplace.feeFactorBp) / 10_000),
  };
}

function isListed(seed: number, sku: DemoSku, marketplace: DemoMarketplace): boolean {
  return createRandom(hashSeed(seed, sku.sku, marketplace.code)).next() < marketplace.listedShare;
}

/** The SKUs each marketplace lists, by marketplace code. */
export function demoListings(seed: number): Map<string, DemoListing[]> {
  const skus = demoSkus(seed);
  return new Map(
    DEMO_MARKETPLACES.map((marketplace) => [
      marketplace.code,
      skus.filter((sku) => isListed(seed, sku, marketplace)).map((sku) => listingFor(sku, marketplace)),
    ]),
  );
}

/** The demo catalogue as `products` rows: one per SKU and marketplace that lists it. */
export function demoCatalog(seed: number): DemoProduct[] {
  return [...demoListings(seed).values()].flat().map(({ sku, asin, parentAsin, brand, title, marketplaceId }) => ({
    sku,
    asin,
    parentAsin,
    brand,
    title,
    marketplaceId,
  }));
}
