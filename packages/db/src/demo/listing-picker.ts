// Picks which SKU an order item is for: popular SKUs sell more, and each brand
// has its season (outdoor gear in summer, kitchen and home in Q4).
import type { DemoListing } from './demo-catalog.ts';
import type { Random } from './prng.ts';

const BRAND_SEASON: ReadonlyArray<readonly number[]> = [
  [0.7, 0.7, 0.9, 1.1, 1.3, 1.4, 1.4, 1.2, 1, 0.8, 0.9, 1.1],
  [1, 0.9, 0.9, 0.9, 1, 1, 1, 0.9, 1, 1.1, 1.3, 1.5],
  [1.1, 1, 0.9, 0.8, 0.8, 0.8, 0.8, 0.9, 1, 1.2, 1.4, 1.5],
];

export class ListingPicker {
  readonly listings: readonly DemoListing[];
  private readonly cumulativeByMonth = new Map<number, Float64Array>();

  constructor(listings: readonly DemoListing[]) {
    if (listings.length === 0) throw new Error('a marketplace without listings cannot sell');
    this.listings = listings;
  }

  /** A listing for an order in calendar `month` (1–12). */
  pick(random: Random, month: number): DemoListing {
    const cumulative = this.cumulative(month);
    const target = random.next() * (cumulative[cumulative.length - 1] ?? 0);
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return this.listings[low] ?? this.listings[0]!;
  }

  private cumulative(month: number): Float64Array {
    let cumulative = this.cumulativeByMonth.get(month);
    if (!cumulative) {
      let sum = 0;
      cumulative = Float64Array.from(this.listings, (listing) => {
        sum += listing.popularity * (BRAND_SEASON[listing.brandIndex]?.[month - 1] ?? 1);
        return sum;
      });
      this.cumulativeByMonth.set(month, cumulative);
    }
    return cumulative;
  }
}
