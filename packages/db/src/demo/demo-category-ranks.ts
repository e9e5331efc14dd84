// The demo seller's daily best seller ranks per listing for the last days of the period: each
// listing hovers around its usual top-% in its brand's category, whose size differs per marketplace.
import { PROFILES } from './demo-brand-profiles.ts';
import { isoDay } from './demo-calendar.ts';
import { DEMO_BRANDS, type DemoListing } from './demo-catalog.ts';
import { formatDecimal } from './demo-decimal.ts';
import { DEMO_MARKETPLACES, type TDemoMarketplaceCode } from './demo-marketplaces.ts';
import { createRandom, hashSeed } from './prng.ts';

export interface DemoCategoryRank {
  marketplaceId: string;
  asin: string;
  day: string;
  categoryId: string;
  categoryName: string;
  rank: number;
  categorySize: number;
  /** rank / size × 100, 4 decimals: "3.2500". */
  topPercent: string;
}

/** Category sizes outside the US, relative to the US, in basis points. */
const CATEGORY_SIZE_BP: Record<TDemoMarketplaceCode, number> = { US: 10_000, CA: 2_000, UK: 4_500, DE: 5_000 };
/** Daily best seller ranks are generated for the last days of the period only. */
export const DEMO_RANK_DAYS = 90;

const profileOf = (listing: DemoListing) => PROFILES[DEMO_BRANDS[listing.brandIndex]];
const codeOf = (marketplaceId: string) =>
  DEMO_MARKETPLACES.find((marketplace) => marketplace.id === marketplaceId)?.code ?? 'US';

export function demoCategoryRanks(seed: number, listings: readonly DemoListing[], firstDay: number, lastDay: number) {
  const ranks: DemoCategoryRank[] = [];
  const from = Math.max(firstDay, lastDay - DEMO_RANK_DAYS + 1);
  for (const listing of listings) {
    const profile = profileOf(listing);
    const random = createRandom(hashSeed(seed, 'ranks', listing.marketplaceId, listing.sku));
    const usual = profile.topPercentMin + (profile.topPercentMax - profile.topPercentMin) * random.next();
    const size = Math.round((profile.category.usSize * CATEGORY_SIZE_BP[codeOf(listing.marketplaceId)]) / 10_000);
    for (let day = from; day <= lastDay; day += 1) {
      const topPercentHundredths = usual * (0.85 + 0.3 * random.next());
      const rank = Math.max(1, Math.round((topPercentHundredths * size) / 10_000));
      // 1/10 000 of a percent: rank × 100 / size × 10 000, at least the smallest step.
      const units = Math.max(1, Math.min(1_000_000, Math.round((rank * 1_000_000) / size)));
      ranks.push({
        marketplaceId: listing.marketplaceId,
        asin: listing.asin,
        day: isoDay(day),
        categoryId: profile.category.id,
        categoryName: profile.category.name,
        rank,
        categorySize: size,
        topPercent: formatDecimal(units, 4),
      });
    }
  }
  return ranks;
}
