// Rows → listings: every marketplace × ASIN (or × SKU when the ASIN is unknown) with its
// cumulative review counts per month end and its units per month, and the brand it counts in.
import {
  EMPTY_SATISFACTION_SUMS,
  monthEndCounts,
  NO_REVIEWS,
  type ReviewCounts,
  type SatisfactionSums,
} from '@brandlens/reporting-core';
import type { BrandContext } from '../brand-valuation/brand-context.service.ts';
import type { SnapshotRow, UnitsRow } from './customer-satisfaction.queries.ts';

const SEP = '\u0001';

export interface Listing {
  key: string;
  marketplaceId: string;
  asin: string | null;
  skus: Set<string>;
  /** The brand owner id of the brand context; null without a brand. */
  owner: string | null;
  /** Some review snapshot of the listing exists up to the period's end. */
  hasSnapshots: boolean;
  /** Per month of the period, the month's sums (review counts at its start and end, units). */
  months: SatisfactionSums[];
}

interface ListingInput {
  months: readonly string[];
  context: BrandContext;
  snapshots: readonly SnapshotRow[];
  units: readonly UnitsRow[];
  /** Only this ASIN (rows of SKUs with another or no ASIN are left out). */
  asin: string | undefined;
}

const countsOf = (row: SnapshotRow): ReviewCounts => ({
  ratings: row.ratings,
  reviews: row.reviews,
  negative: row.negative,
  starPoints: row.starPoints,
});

/** A listing's key: marketplace × ASIN, or marketplace × SKU when the ASIN is unknown. */
export const listingKey = (marketplaceId: string, asin: string | null, sku: string) =>
  asin === null ? `${marketplaceId}${SEP}sku${SEP}${sku}` : `${marketplaceId}${SEP}${asin}`;

export function buildListings({ months, context, snapshots, units, asin }: ListingInput): Listing[] {
  const listings = new Map<string, Listing>();
  const listingOf = (marketplaceId: string, listingAsin: string | null, sku: string | null): Listing => {
    const key = listingKey(marketplaceId, listingAsin, sku ?? '');
    let listing = listings.get(key);
    if (!listing) {
      const owner =
        listingAsin === null
          ? context.brandOf(marketplaceId, sku ?? '')
          : context.brandOfListing(marketplaceId, listingAsin);
      listing = {
        key,
        marketplaceId,
        asin: listingAsin,
        skus: new Set(),
        owner,
        hasSnapshots: false,
        months: months.map(() => ({ ...EMPTY_SATISFACTION_SUMS })),
      };
      listings.set(key, listing);
    }
    return listing;
  };

  const baseline = new Map<string, ReviewCounts>();
  const inMonths = [];
  for (const row of snapshots) {
    const listing = listingOf(row.marketplaceId, row.asin, null);
    listing.hasSnapshots = true;
    const key = listing.key;
    if (row.month === '') baseline.set(key, countsOf(row));
    else inMonths.push({ listing: key, month: row.month, counts: countsOf(row) });
  }
  for (const [key, values] of monthEndCounts(months, baseline, inMonths)) {
    const listing = listings.get(key) as Listing;
    listing.months = listing.months.map((sums, index) => ({
      ...sums,
      start: values[index] ?? NO_REVIEWS,
      end: values[index + 1] ?? NO_REVIEWS,
    }));
  }

  const monthIndex = new Map(months.map((month, index) => [month, index]));
  for (const row of units) {
    const index = monthIndex.get(row.month);
    if (index === undefined) continue;
    const rowAsin = row.sku === '' ? null : context.asinOf(row.marketplaceId, row.sku);
    if (asin !== undefined && rowAsin !== asin) continue;
    const listing = listingOf(row.marketplaceId, rowAsin, row.sku);
    if (row.sku !== '') listing.skus.add(row.sku);
    const sums = listing.months[index] as SatisfactionSums;
    listing.months[index] = {
      ...sums,
      unitsSold: sums.unitsSold + row.unitsSold,
      unitsReturned: sums.unitsReturned + row.unitsReturned,
      estimated: sums.estimated || row.estimated,
    };
  }
  return [...listings.values()];
}

/** A listing's sums over the whole period: counts at the first month's start and the last month's end, units added up. */
export function periodSums(months: readonly SatisfactionSums[]): SatisfactionSums {
  const first = months[0];
  const last = months[months.length - 1];
  return {
    start: first?.start ?? NO_REVIEWS,
    end: last?.end ?? NO_REVIEWS,
    unitsSold: months.reduce((sum, month) => sum + month.unitsSold, 0),
    unitsReturned: months.reduce((sum, month) => sum + month.unitsReturned, 0),
    estimated: months.some((month) => month.estimated),
  };
}
