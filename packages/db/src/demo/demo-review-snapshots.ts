// The demo seller's monthly review snapshots per listing: each brand's ratings dealt to its most
// popular ASINs by popularity and marketplace share, some before the period and the rest over its
// months, with the stars following the brand's spread.
import { PROFILES } from './demo-brand-profiles.ts';
import { isoDay } from './demo-calendar.ts';
import { DEMO_BRANDS, type DemoListing } from './demo-catalog.ts';
import { DEMO_MARKETPLACES } from './demo-marketplaces.ts';
import { averageRating, StarStream, type StarCounts } from './demo-star-ratings.ts';
import { createRandom, hashSeed } from './prng.ts';

export interface DemoReviewSnapshot {
  marketplaceId: string;
  asin: string;
  /** YYYY-MM-DD */
  snapshotDate: string;
  ratingCount: number;
  reviewCount: number;
  /** "4.57"; null without ratings. */
  averageRating: string | null;
  stars: StarCounts;
}

/** Splits `total` over `weights` exactly: one each first, the rest by largest remainder. */
function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const floor = Math.min(1, Math.floor(total / weights.length));
  const rest = total - floor * weights.length;
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const exact = weights.map((weight) => (rest * weight) / sum);
  const counts = exact.map((value) => Math.floor(value));
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = rest - counts.reduce((acc, count) => acc + count, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts.map((count) => count + floor);
}

/** The ASINs of a brand that have ratings: the most popular share of them. */
function reviewedAsins(listings: readonly DemoListing[]): Set<string> {
  const reviewed = new Set<string>();
  for (const [brandIndex, brand] of DEMO_BRANDS.entries()) {
    const byAsin = new Map<string, number>();
    for (const listing of listings) {
      if (listing.brandIndex === brandIndex) byAsin.set(listing.asin, listing.popularity);
    }
    const ranked = [...byAsin.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const count = Math.round((ranked.length * PROFILES[brand].reviewedAsinsBp) / 10_000);
    for (const [asin] of ranked.slice(0, count)) reviewed.add(asin);
  }
  return reviewed;
}

export function demoReviewSnapshots(seed: number, listings: readonly DemoListing[], ends: readonly number[]) {
  const reviewed = reviewedAsins(listings);
  const orderShare = (marketplaceId: string) =>
    DEMO_MARKETPLACES.find((marketplace) => marketplace.id === marketplaceId)?.orderShare ?? 0;
  const snapshots: DemoReviewSnapshot[] = [];
  for (const [brandIndex, brand] of DEMO_BRANDS.entries()) {
    const profile = PROFILES[brand];
    const ofBrand = listings.filter((listing) => listing.brandIndex === brandIndex);
    const rated = ofBrand.filter((listing) => reviewed.has(listing.asin));
    const totals = allocate(
      profile.ratings,
      rated.map((listing) => listing.popularity * orderShare(listing.marketplaceId)),
    );
    const totalOf = new Map(rated.map((listing, index) => [listing, totals[index] ?? 0]));
    // One star stream per brand, dealt to its listings month by month: the brand's ratings in any
    // run of months follow the spread closely, whatever the number of listings.
    const random = createRandom(hashSeed(seed, 'reviews', brand));
    const beforeStream = new StarStream(profile.starsBefore, random.next());
    const duringStream = new StarStream(profile.starsDuring, random.next());
    const plans = ofBrand.map((listing) => {
      const total = totalOf.get(listing) ?? 0;
      const before = Math.floor((total * profile.ratingsBeforeBp) / 10_000);
      const during = total - before;
      const weights = ends.map(() => 0.5 + random.next());
      const weightSum = weights.reduce((acc, weight) => acc + weight, 0);
      let cumulative = 0;
      const received = weights.map((weight, index) => {
        cumulative += weight;
        return index === ends.length - 1 ? during : Math.floor((during * cumulative) / weightSum);
      });
      return { listing, before, received, stars: beforeStream.take(before) };
    });
    ends.forEach((end, month) => {
      for (const plan of plans) {
        const previous = month === 0 ? 0 : (plan.received[month - 1] ?? 0);
        const added = duringStream.take((plan.received[month] ?? 0) - previous);
        plan.stars = plan.stars.map((count, star) => count + (added[star] ?? 0)) as StarCounts;
        const ratingCount = plan.before + (plan.received[month] ?? 0);
        snapshots.push({
          marketplaceId: plan.listing.marketplaceId,
          asin: plan.listing.asin,
          snapshotDate: isoDay(end),
          ratingCount,
          reviewCount: Math.floor((ratingCount * profile.writtenReviewsBp) / 10_000),
          averageRating: averageRating(plan.stars),
          stars: plan.stars,
        });
      }
    });
  }
  return snapshots;
}
