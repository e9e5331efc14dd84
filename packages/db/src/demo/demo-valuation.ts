// The brand valuation sources that settlements do not carry, for the demo
// seller: review snapshots, best seller ranks, account health, customers and
// Shopify revenue, each drawn in its own file; the brands differ by their
// profiles (demo-brand-profiles.ts). Deterministic from the seed like the
// settlement files, with only + − × ÷ on floats, so any machine gives the same
// rows.
import { demoAccountHealthSnapshots, type DemoAccountHealth } from './demo-account-health-snapshots.ts';
import { epochDayOf, isoDay } from './demo-calendar.ts';
import { demoListings, type DemoListing } from './demo-catalog.ts';
import { demoCategoryRanks, type DemoCategoryRank } from './demo-category-ranks.ts';
import { demoCustomerStats, type DemoCustomerStats } from './demo-customer-stats.ts';
import { monthEnds } from './demo-months.ts';
import { demoReviewSnapshots, type DemoReviewSnapshot } from './demo-review-snapshots.ts';
import { demoShopifyRevenue, type DemoShopifyRevenue } from './demo-shopify-revenue.ts';

export interface DemoValuationSources {
  reviewSnapshots: DemoReviewSnapshot[];
  categoryRanks: DemoCategoryRank[];
  accountHealth: DemoAccountHealth[];
  customerStats: DemoCustomerStats[];
  shopifyRevenue: DemoShopifyRevenue[];
}

function parseDay(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`"${text}" is not YYYY-MM-DD`);
  const day = epochDayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  if (isoDay(day) !== text) throw new Error(`"${text}" is not a calendar day`);
  return day;
}

function allListings(seed: number): DemoListing[] {
  return [...demoListings(seed).values()].flat();
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
    reviewSnapshots: demoReviewSnapshots(seed, listings, monthEnds(first, last)),
    categoryRanks: demoCategoryRanks(seed, listings, first, last),
    accountHealth: demoAccountHealthSnapshots(seed, first, last),
    customerStats: demoCustomerStats(seed, first, last),
    shopifyRevenue: demoShopifyRevenue(seed, first, last),
  };
}
