// The demo seller's catalogue: 3 brands, 60 SKUs in parent/child families,
// listed on some or all of the four marketplaces. SKUs and titles are fixed;
// ASINs, popularity and which marketplaces list a SKU follow the seed.
import { charmPrice } from './demo-money.ts';
import { DEMO_MARKETPLACES, type DemoMarketplace } from './demo-marketplaces.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

export const DEMO_BRANDS = ['Trailhead Gear', 'Kitchen Kind', 'Lumen Home'] as const;

interface FamilySpec {
  brand: 0 | 1 | 2;
  code: string;
  name: string;
  variants: readonly string[];
  /** US price of the first variant and the step between variants, in cents (prices end in .99). */
  priceUsd: number;
  step: number;
  /** FBA fulfilment fee per unit in US cents. */
  fbaFeeUsd: number;
}

const FAMILIES: readonly FamilySpec[] = [
  {
    brand: 0,
    code: 'TENT',
    name: 'Ultralight Backpacking Tent',
    variants: ['1-Person', '2-Person', '3-Person'],
    priceUsd: 12999,
    step: 4000,
    fbaFeeUsd: 912,
  },
  {
    brand: 0,
    code: 'BOTTLE',
    name: 'Insulated Water Bottle',
    variants: ['500 ml Slate', '500 ml Sage', '1 L Slate', '1 L Sage'],
    priceUsd: 2499,
    step: 300,
    fbaFeeUsd: 548,
  },
  {
    brand: 0,
    code: 'POLES',
    name: 'Collapsible Trekking Poles',
    variants: ['Aluminium', 'Carbon'],
    priceUsd: 3999,
    step: 2000,
    fbaFeeUsd: 664,
  },
  {
    brand: 0,
    code: 'HEADLAMP',
    name: 'Rechargeable Camp Headlamp',
    variants: ['200 lm', '400 lm', '800 lm'],
    priceUsd: 1999,
    step: 700,
    fbaFeeUsd: 322,
  },
  {
    brand: 0,
    code: 'SOCKS',
    name: 'Merino Hiking Socks',
    variants: ['S', 'M', 'L', 'XL'],
    priceUsd: 1899,
    step: 0,
    fbaFeeUsd: 306,
  },
  {
    brand: 0,
    code: 'DRYBAG',
    name: 'Roll-Top Dry Bag',
    variants: ['5 L', '10 L', '20 L', '35 L'],
    priceUsd: 1499,
    step: 400,
    fbaFeeUsd: 415,
  },
  {
    brand: 1,
    code: 'BOARD',
    name: 'Bamboo Cutting Board Set',
    variants: ['3-Piece', '5-Piece'],
    priceUsd: 3499,
    step: 1500,
    fbaFeeUsd: 701,
  },
  {
    brand: 1,
    code: 'BAKEMAT',
    name: 'Silicone Baking Mat',
    variants: ['Quarter Sheet', 'Half Sheet', '3-Pack'],
    priceUsd: 1299,
    step: 500,
    fbaFeeUsd: 331,
  },
  {
    brand: 1,
    code: 'PREP',
    name: 'Glass Meal Prep Containers',
    variants: ['10-Pack', '20-Pack', '30-Pack'],
    priceUsd: 2999,
    step: 1000,
    fbaFeeUsd: 765,
  },
  {
    brand: 1,
    code: 'KETTLE',
    name: 'Pour-Over Coffee Kettle',
    variants: ['Matte Black', 'Brushed Steel'],
    priceUsd: 3999,
    step: 0,
    fbaFeeUsd: 611,
  },
  {
    brand: 1,
    code: 'KNIFE',
    name: "Chef's Knife",
    variants: ['6 in', '8 in', '10 in'],
    priceUsd: 4999,
    step: 1000,
    fbaFeeUsd: 452,
  },
  {
    brand: 1,
    code: 'SPICE',
    name: 'Spice Jars with Labels',
    variants: ['12 Jars', '24 Jars', '36 Jars'],
    priceUsd: 2299,
    step: 800,
    fbaFeeUsd: 689,
  },
  {
    brand: 1,
    code: 'WRAP',
    name: 'Beeswax Food Wraps',
    variants: ['Small 3-Pack', 'Variety 3-Pack', 'Variety 6-Pack', 'Large Roll'],
    priceUsd: 1599,
    step: 400,
    fbaFeeUsd: 322,
  },
  {
    brand: 2,
    code: 'DESKLAMP',
    name: 'LED Desk Lamp',
    variants: ['White', 'Black', 'Walnut'],
    priceUsd: 3999,
    step: 0,
    fbaFeeUsd: 648,
  },
  {
    brand: 2,
    code: 'BULB',
    name: 'Smart Wi-Fi Bulb',
    variants: ['1-Pack', '2-Pack', '4-Pack', '8-Pack'],
    priceUsd: 1499,
    step: 1000,
    fbaFeeUsd: 389,
  },
  {
    brand: 2,
    code: 'CURTAIN',
    name: 'Linen Blackout Curtains',
    variants: ['52x63 in', '52x84 in', '52x96 in', '52x108 in'],
    priceUsd: 3499,
    step: 500,
    fbaFeeUsd: 727,
  },
  {
    brand: 2,
    code: 'SALTLAMP',
    name: 'Himalayan Salt Lamp',
    variants: ['Small', 'Large'],
    priceUsd: 2499,
    step: 1500,
    fbaFeeUsd: 833,
  },
  {
    brand: 2,
    code: 'CANDLE',
    name: 'Scented Soy Candle',
    variants: ['Cedar', 'Lavender', 'Sea Salt', 'Vanilla'],
    priceUsd: 1899,
    step: 0,
    fbaFeeUsd: 399,
  },
  {
    brand: 2,
    code: 'LIGHTS',
    name: 'Fairy String Lights',
    variants: ['33 ft', '66 ft', '100 ft'],
    priceUsd: 1599,
    step: 600,
    fbaFeeUsd: 322,
  },
];

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

interface DemoSku extends Omit<DemoListing, 'marketplaceId' | 'price' | 'fbaFee'> {
  priceUsd: number;
  fbaFeeUsd: number;
}

function demoSkus(seed: number): DemoSku[] {
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

export interface DemoCostOfGoods {
  sku: string;
  /** Decimal string in `currency`, e.g. "7.45". */
  unitLandedCost: string;
  currency: 'USD';
  /** YYYY-MM-DD */
  validFrom: string;
}

/** One landed cost per SKU in USD, valid from `validFrom` (the first day of the demo period). */
export function demoCostOfGoods(seed: number, validFrom: string): DemoCostOfGoods[] {
  return demoSkus(seed).map((sku) => ({
    sku: sku.sku,
    unitLandedCost: `${Math.trunc(sku.unitCostUsd / 100)}.${String(sku.unitCostUsd % 100).padStart(2, '0')}`,
    currency: 'USD',
    validFrom,
  }));
}
