// The demo seller's advertising structure on one marketplace: per brand, four campaigns as a
// seller of that size runs them (Sponsored Products auto and exact-match keywords, a Sponsored
// Brands headline, Sponsored Display retargeting), each with one ad group, the brand's SKUs as
// product ads and its targets. Ids look like Amazon's (numeric strings) and follow the seed; each
// campaign also carries what its daily figures are drawn around (share of the brand's spend, cost
// per click, click-through rate, target ACoS).
import { DEMO_BRANDS, type DemoListing } from './demo-catalog.ts';
import type { DemoMarketplace } from './demo-marketplaces.ts';
import { applyRate, formatMinor } from './demo-money.ts';
import { createRandom, hashSeed } from './prng.ts';

export type TDemoAdProduct = 'SP' | 'SB' | 'SD';
export type TDemoCampaignKind = 'auto' | 'exact' | 'brand' | 'retargeting';

export interface DemoProductAd {
  adId: string;
  asin: string;
  sku: string;
  /** The listing's price (minor units): attributed sales are whole units of it. */
  price: number;
  popularity: number;
}

export interface DemoAdTarget {
  targetId: string;
  /** keyword, auto, audience (ad_targets.kind). */
  kind: string;
  expression: string;
  /** EXACT or BROAD for keywords, '' otherwise. */
  matchType: string;
  /** Decimal string. */
  bid: string;
}

export interface DemoAdCampaign {
  marketplaceId: string;
  currency: string;
  adProduct: TDemoAdProduct;
  kind: TDemoCampaignKind;
  brandIndex: 0 | 1 | 2;
  campaignId: string;
  name: string;
  /** SP: AUTO or MANUAL; SD: its tactic; SB: null. */
  targetingType: string | null;
  adGroupId: string;
  adGroupName: string;
  /** Decimal string. */
  defaultBid: string;
  ads: DemoProductAd[];
  targets: DemoAdTarget[];
  /** Whether the ads report gives this campaign's figures per advertised ASIN (SP and SD). */
  hasAsinRows: boolean;
  /** Relative share of its brand's daily spend. */
  share: number;
  /** Cost per click (minor units), click-through rate (basis points) and target ACoS (basis points, 20–40 %). */
  cpc: number;
  ctrBp: number;
  acosBp: number;
}

interface KindSpec {
  adProduct: TDemoAdProduct;
  label: string;
  targetingType: string | null;
  adGroupName: string;
  /** How many of the brand's SKUs (by popularity) it advertises; 0 = all. */
  skus: number;
  share: number;
  /** In US cents; other marketplaces scale by their price factor. */
  cpcUsd: number;
  ctrBp: number;
}

const KINDS: Record<TDemoCampaignKind, KindSpec> = {
  auto: {
    adProduct: 'SP',
    label: 'Auto',
    targetingType: 'AUTO',
    adGroupName: 'All products',
    skus: 0,
    share: 0.36,
    cpcUsd: 78,
    ctrBp: 35,
  },
  exact: {
    adProduct: 'SP',
    label: 'Exact',
    targetingType: 'MANUAL',
    adGroupName: 'Hero keywords',
    skus: 4,
    share: 0.3,
    cpcUsd: 124,
    ctrBp: 60,
  },
  brand: {
    adProduct: 'SB',
    label: 'Brand',
    targetingType: null,
    adGroupName: 'Brand headline',
    skus: 3,
    share: 0.18,
    cpcUsd: 105,
    ctrBp: 50,
  },
  retargeting: {
    adProduct: 'SD',
    label: 'Retargeting',
    targetingType: 'T00030',
    adGroupName: 'Viewed, not bought',
    skus: 6,
    share: 0.16,
    cpcUsd: 62,
    ctrBp: 20,
  },
};
export const DEMO_CAMPAIGN_KINDS = Object.keys(KINDS) as TDemoCampaignKind[];

/** A 15- or 16-digit id like Amazon's, from the seed and the parts that name the entity. */
export function demoAdId(seed: number, ...parts: Array<string | number>): string {
  const high = 100_000 + (hashSeed(seed, 'ad-id-high', ...parts) % 900_000);
  return `${high}${String(hashSeed(seed, 'ad-id-low', ...parts)).padStart(10, '0')}`;
}

/** "Ultralight Backpacking Tent" from "Trailhead Gear Ultralight Backpacking Tent, 2-Person". */
const familyName = (listing: DemoListing) => listing.title.slice(listing.brand.length + 1).split(',')[0] ?? '';

/** Auto targeting groups, the brand's keyword, the remarketing audience, or exact keywords. */
function targetsOf(seed: number, base: string, kind: TDemoCampaignKind, keywords: readonly string[], bid: number) {
  const target = (kindName: string, expression: string, matchType: string, factor = 10_000): DemoAdTarget => ({
    targetId: demoAdId(seed, base, 'target', expression, matchType),
    kind: kindName,
    expression,
    matchType,
    bid: formatMinor(applyRate(bid, factor), false),
  });
  if (kind === 'auto') {
    return ['close-match', 'loose-match', 'substitutes', 'complements'].map((group, index) =>
      target('auto', group, '', 11_000 - 1_000 * index),
    );
  }
  if (kind === 'brand') return [target('keyword', keywords[0] ?? '', 'BROAD')];
  if (kind === 'retargeting') return [target('audience', 'views(lookback=30)', '')];
  return [...new Set(keywords)].map((keyword) => target('keyword', keyword, 'EXACT'));
}

/** The campaigns of every brand with listings on `marketplace`, in brand then kind order. */
export function demoAdCampaigns(
  seed: number,
  marketplace: DemoMarketplace,
  listings: readonly DemoListing[],
): DemoAdCampaign[] {
  const campaigns: DemoAdCampaign[] = [];
  DEMO_BRANDS.forEach((brand, brandIndex) => {
    const byPopularity = listings
      .filter((listing) => listing.brandIndex === brandIndex)
      .sort((a, b) => b.popularity - a.popularity || a.sku.localeCompare(b.sku));
    if (byPopularity.length === 0) return;
    for (const kind of DEMO_CAMPAIGN_KINDS) {
      const spec = KINDS[kind];
      const random = createRandom(hashSeed(seed, 'ad-campaign', marketplace.code, brand, kind));
      const base = `${marketplace.code} ${brand} ${kind}`;
      const advertised = spec.skus === 0 ? byPopularity : byPopularity.slice(0, spec.skus);
      const ads = advertised.map((listing) => ({
        adId: demoAdId(seed, base, 'ad', listing.sku),
        asin: listing.asin,
        sku: listing.sku,
        price: listing.price,
        popularity: listing.popularity,
      }));
      const cpc = applyRate(spec.cpcUsd, marketplace.priceFactorBp);
      const defaultBid = applyRate(cpc, 12_000 + 100 * random.int(30));
      // Exact match on the brand's name and on the hero products' names.
      const keywords = [brand, ...advertised.map(familyName)].map((text) => text.toLowerCase());
      const targets = targetsOf(seed, base, kind, keywords, defaultBid);
      campaigns.push({
        marketplaceId: marketplace.id,
        currency: marketplace.currency,
        adProduct: spec.adProduct,
        kind,
        brandIndex: brandIndex as 0 | 1 | 2,
        campaignId: demoAdId(seed, base, 'campaign'),
        name: `${spec.adProduct} – ${brand} – ${spec.label}`,
        targetingType: spec.targetingType,
        adGroupId: demoAdId(seed, base, 'ad-group'),
        adGroupName: spec.adGroupName,
        defaultBid: formatMinor(defaultBid, false),
        ads,
        targets,
        hasAsinRows: spec.adProduct !== 'SB',
        share: spec.share * (0.8 + 0.4 * random.next()),
        cpc,
        ctrBp: spec.ctrBp,
        acosBp: 2_200 + random.int(1_600),
      });
    }
  });
  return campaigns;
}
