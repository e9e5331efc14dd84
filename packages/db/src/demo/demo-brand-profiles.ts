// What sets the demo's brands apart in the valuation sources, so the brands score differently:
// Trailhead Gear is strong, Kitchen Kind middling, Lumen Home weak and without a Shopify store.
import type { DEMO_BRANDS } from './demo-catalog.ts';
import type { StarCounts } from './demo-star-ratings.ts';

export interface BrandProfile {
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

export const PROFILES: Record<(typeof DEMO_BRANDS)[number], BrandProfile> = {
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
