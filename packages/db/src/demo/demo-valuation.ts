// The brand valuation sources that settlements do not carry, for the demo
// seller: review snapshots, best seller ranks, account health, customers and
// Shopify revenue. Each brand has a profile so the brands score differently:
// Trailhead Gear is strong, Kitchen Kind middling, Lumen Home weak and without
// a Shopify store. Deterministic from the seed like the settlement files, with
// only + − × ÷ on floats, so any machine gives the same rows.
import { DEMO_BRANDS, demoListings, type DemoListing } from './demo-catalog.ts';
import { dayParts, epochDayOf, isoDay } from './demo-calendar.ts';
import { formatMinor } from './demo-money.ts';
import { DEMO_MARKETPLACES, type TDemoMarketplaceCode } from './demo-marketplaces.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

/** Star counts 1 to 5, in that order. */
export type StarCounts = [number, number, number, number, number];

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

export interface DemoAccountHealth {
  snapshotDate: string;
  /** A fraction, 4 decimals: "0.0092" is 0.92 %. */
  orderDefectRate: string;
  orderCount: number;
  policyViolations: number;
}

export interface DemoCustomerStats {
  brand: string;
  /** The first day of the month. */
  month: string;
  customers: number;
  repeatCustomers: number;
}

export interface DemoShopifyRevenue {
  brand: string;
  day: string;
  currency: 'USD';
  /** "420.17" */
  amount: string;
}

export interface DemoValuationSources {
  reviewSnapshots: DemoReviewSnapshot[];
  categoryRanks: DemoCategoryRank[];
  accountHealth: DemoAccountHealth[];
  customerStats: DemoCustomerStats[];
  shopifyRevenue: DemoShopifyRevenue[];
}

interface BrandProfile {
  /** All ratings of the brand on the last day, over every marketplace. */
  ratings: number;
  /** Share of those ratings given before the demo period, in basis points. */
  ratingsBeforeBp: number;
  /** How ratings spread over 1–5 stars, per mille (sums to 1000): before the period and during it. */
  starsBefore: StarCounts;
  starsDuring: StarCounts;
  /** Share of the brand's ASINs with at least one rating (the most popular ones), in basis points. */
  reviewedAsinsBp: number;
  /** Share of ratings with a written review, in basis points. */
  writtenReviewsBp: number;
  /** Each listing's usual top-% in its category, in hundredths of a percent. */
  topPercentMin: number;
  topPercentMax: number;
  category: { id: string; name: string; usSize: number };
  /** Customers in the first month, their growth a year and the repeat share range, in basis points. */
  customersFirstMonth: number;
  customerGrowthBp: number;
  repeatMinBp: number;
  repeatMaxBp: number;
  /** Shopify net sales a day at the start, in US cents, and their growth a year; null: no Shopify store. */
  shopify: { dailyCents: number; growthBp: number; peakMonths: readonly number[] } | null;
}

const PROFILES: Record<(typeof DEMO_BRANDS)[number], BrandProfile> = {
  'Trailhead Gear': {
    ratings: 14_000,
    ratingsBeforeBp: 4_000,
    starsBefore: [30, 20, 50, 150, 750],
    starsDuring: [30, 20, 50, 150, 750],
    reviewedAsinsBp: 10_000,
    writtenReviewsBp: 1_500,
    topPercentMin: 150,
    topPercentMax: 800,
    category: { id: '3375251', name: 'Sports & Outdoors', usSize: 4_200_000 },
    customersFirstMonth: 700,
    customerGrowthBp: 4_500,
    repeatMinBp: 2_100,
    repeatMaxBp: 2_500,
    shopify: { dailyCents: 42_000, growthBp: 4_500, peakMonths: [6, 7, 8] },
  },
  'Kitchen Kind': {
    ratings: 3_600,
    ratingsBeforeBp: 4_000,
    starsBefore: [60, 50, 80, 260, 550],
    starsDuring: [60, 50, 80, 260, 550],
    reviewedAsinsBp: 7_500,
    writtenReviewsBp: 1_300,
    topPercentMin: 1_100,
    topPercentMax: 2_200,
    category: { id: '1055398', name: 'Home & Kitchen', usSize: 9_500_000 },
    customersFirstMonth: 650,
    customerGrowthBp: 3_500,
    repeatMinBp: 1_050,
    repeatMaxBp: 1_400,
    shopify: { dailyCents: 26_000, growthBp: -900, peakMonths: [11, 12] },
  },
  'Lumen Home': {
    ratings: 850,
    ratingsBeforeBp: 4_000,
    starsBefore: [80, 60, 120, 300, 440],
    starsDuring: [100, 80, 140, 280, 400],
    reviewedAsinsBp: 5_500,
    writtenReviewsBp: 1_100,
    topPercentMin: 5_500,
    topPercentMax: 8_500,
    category: { id: '228013', name: 'Tools & Home Improvement', usSize: 3_300_000 },
    customersFirstMonth: 600,
    customerGrowthBp: 4_000,
    repeatMinBp: 300,
    repeatMaxBp: 450,
    shopify: null,
  },
};

/** Category sizes outside the US, relative to the US, in basis points. */
const CATEGORY_SIZE_BP: Record<TDemoMarketplaceCode, number> = { US: 10_000, CA: 2_000, UK: 4_500, DE: 5_000 };
/** Daily best seller ranks are generated for the last days of the period only. */
export const DEMO_RANK_DAYS = 90;
export const DEMO_ACCOUNT_HEALTH_EVERY_DAYS = 7;
const GOLDEN_RATIO = 1.618033988749895;

function parseDay(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`"${text}" is not YYYY-MM-DD`);
  const day = epochDayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  if (isoDay(day) !== text) throw new Error(`"${text}" is not a calendar day`);
  return day;
}

/** The last day of each month of [firstDay, lastDay], the last one capped at lastDay. */
function monthEnds(firstDay: number, lastDay: number): number[] {
  const ends: number[] = [];
  let { year, month } = dayParts(firstDay);
  for (;;) {
    const end = Math.min(epochDayOf(year, month + 1, 1) - 1, lastDay);
    ends.push(end);
    if (end >= lastDay) return ends;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

function monthStarts(firstDay: number, lastDay: number): number[] {
  return monthEnds(firstDay, lastDay).map((end) => epochDayOf(dayParts(end).year, dayParts(end).month, 1));
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

/**
 * A stream of star ratings: rating k falls where the golden-ratio sequence
 * puts it in the per-mille spread, so every run of consecutive ratings follows
 * the spread closely.
 */
class StarStream {
  private readonly spread: StarCounts;
  private readonly offset: number;
  private given = 0;

  constructor(spread: StarCounts, offset: number) {
    this.spread = spread;
    this.offset = offset;
  }

  /** The star counts of the next `count` ratings of the stream. */
  take(count: number): StarCounts {
    const counts: StarCounts = [0, 0, 0, 0, 0];
    for (let taken = 0; taken < count; taken += 1) {
      this.given += 1;
      const point = this.offset + this.given * GOLDEN_RATIO;
      const perMille = (point - Math.floor(point)) * 1000;
      let star = 0;
      let bound = this.spread[0];
      while (perMille >= bound && star < 4) {
        star += 1;
        bound += this.spread[star] ?? 0;
      }
      counts[star] = (counts[star] ?? 0) + 1;
    }
    return counts;
  }
}

/** Σ stars × count / count, rounded half up to 2 decimals, in integer arithmetic. */
function averageRating(stars: StarCounts): string | null {
  const count = stars.reduce((acc, value) => acc + value, 0);
  if (count === 0) return null;
  const points = stars.reduce((acc, value, index) => acc + value * (index + 1), 0);
  const hundredths = Math.floor((points * 200 + count) / (2 * count));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const profileOf = (listing: DemoListing) => PROFILES[DEMO_BRANDS[listing.brandIndex]];
const codeOf = (marketplaceId: string) =>
  DEMO_MARKETPLACES.find((marketplace) => marketplace.id === marketplaceId)?.code ?? 'US';

function allListings(seed: number): DemoListing[] {
  return [...demoListings(seed).values()].flat();
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

function reviewSnapshots(seed: number, listings: readonly DemoListing[], ends: readonly number[]) {
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

function formatDecimal(units: number, places: number): string {
  const scale = 10 ** places;
  return `${Math.floor(units / scale)}.${String(units % scale).padStart(places, '0')}`;
}

function categoryRanks(seed: number, listings: readonly DemoListing[], firstDay: number, lastDay: number) {
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

function accountHealth(seed: number, firstDay: number, lastDay: number): DemoAccountHealth[] {
  const random = createRandom(hashSeed(seed, 'account-health'));
  const days: number[] = [];
  for (let day = lastDay; day >= firstDay; day -= DEMO_ACCOUNT_HEALTH_EVERY_DAYS) days.unshift(day);
  let violations = 2;
  return days.map((day, index) => {
    const isLatest = index === days.length - 1;
    violations = Math.max(0, Math.min(9, violations + random.int(3) - 1));
    // The latest snapshot has 5–9 open violations, so the indicator is middling on every seed.
    if (isLatest) violations = 5 + random.int(5);
    return {
      snapshotDate: isoDay(day),
      // 0.40 % to 1.39 %: comfortably under Amazon's 1 % target most weeks, never near the 2.5 % bucket bound.
      orderDefectRate: formatDecimal(40 + random.int(100), 4),
      orderCount: 4_000 + random.int(2_000),
      policyViolations: violations,
    };
  });
}

function customerStats(seed: number, firstDay: number, lastDay: number): DemoCustomerStats[] {
  const stats: DemoCustomerStats[] = [];
  const starts = monthStarts(firstDay, lastDay);
  for (const brand of DEMO_BRANDS) {
    const profile = PROFILES[brand];
    const random = createRandom(hashSeed(seed, 'customers', brand));
    starts.forEach((start, index) => {
      const trend = 1 + ((profile.customerGrowthBp / 10_000) * index) / 12;
      const customers = Math.round(profile.customersFirstMonth * trend * (0.9 + 0.2 * random.next()));
      const repeatBp = profile.repeatMinBp + (profile.repeatMaxBp - profile.repeatMinBp) * random.next();
      stats.push({
        brand,
        month: isoDay(start),
        customers,
        repeatCustomers: Math.round((customers * repeatBp) / 10_000),
      });
    });
  }
  return stats;
}

function shopifyRevenue(seed: number, firstDay: number, lastDay: number): DemoShopifyRevenue[] {
  const revenue: DemoShopifyRevenue[] = [];
  for (const brand of DEMO_BRANDS) {
    const shopify = PROFILES[brand].shopify;
    if (!shopify) continue;
    const random: Random = createRandom(hashSeed(seed, 'shopify', brand));
    for (let day = firstDay; day <= lastDay; day += 1) {
      const { month, weekday } = dayParts(day);
      const trend = 1 + ((shopify.growthBp / 10_000) * (day - firstDay)) / 365;
      const season = (shopify.peakMonths.includes(month) ? 1.3 : 1) * (weekday === 0 || weekday === 6 ? 1.15 : 1);
      const cents = Math.round(shopify.dailyCents * trend * season * (0.8 + 0.4 * random.next()));
      revenue.push({ brand, day: isoDay(day), currency: 'USD', amount: formatMinor(cents, false) });
    }
  }
  return revenue;
}

/**
 * Every valuation source row of the demo seller for the period [firstDay,
 * lastDay] (YYYY-MM-DD, as the settlement files cover it): monthly review
 * snapshots per listing, daily ranks for the last 90 days, weekly account
 * health, monthly customers per brand and daily Shopify revenue for two of the
 * three brands.
 */
export function demoValuationSources(seed: number, firstDay: string, lastDay: string): DemoValuationSources {
  const [first, last] = [parseDay(firstDay), parseDay(lastDay)];
  if (last < first) throw new Error(`the period ends (${lastDay}) before it starts (${firstDay})`);
  const listings = allListings(seed);
  return {
    reviewSnapshots: reviewSnapshots(seed, listings, monthEnds(first, last)),
    categoryRanks: categoryRanks(seed, listings, first, last),
    accountHealth: accountHealth(seed, first, last),
    customerStats: customerStats(seed, first, last),
    shopifyRevenue: shopifyRevenue(seed, first, last),
  };
}
