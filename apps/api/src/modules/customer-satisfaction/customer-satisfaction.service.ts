// The customer satisfaction section: filters → review snapshots, units per month, product titles
// and return reasons in one read under the deadline → listings (satisfaction-listings.ts) → the
// figures of every month, brand and product (reporting-core) with their return reasons
// (return-reason-tally.ts). docs/customer-satisfaction.md.
import {
  ALL_BRANDS_KEY,
  type TCustomerSatisfactionQuery,
  type TCustomerSatisfactionTrend,
  type TReturnReasonsSource,
  type TSatisfactionProductRow,
  ZReturnReasonsSource,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import {
  addSatisfactionSums,
  bucketsOf,
  EMPTY_SATISFACTION_SUMS,
  resolvePeriod,
  satisfactionFigures,
  type ResolvedPeriod,
  type SatisfactionSums,
} from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { loadBrandContext, selectBrand } from '../brand-valuation/brand-context.service.ts';
import { periodInvalid } from '../profit-loss/profit-loss.errors.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findProductTitles, findReviewSnapshots, findUnitsByMonth } from './customer-satisfaction.queries.ts';
import type { UnitsRow } from './customer-satisfaction.queries.ts';
import { reasonShares, returnReasonFields, tallyReturnReasons, unitsOf } from './return-reason-tally.ts';
import { findReturnReasons, findReturnsSource, type ReturnReasonRow } from './return-reasons.queries.ts';
import { buildListings, listingKey, periodSums, type Listing } from './satisfaction-listings.ts';

export const SATISFACTION_READ_DEADLINE_MS = 15_000;

export const NO_BRAND_NAME = 'No brand';

export const RETURN_REASONS_MESSAGE =
  'Return reasons appear once the FBA customer returns report is synced from Seller Central or uploaded in Imports.';

const MONTH_FORMS = /^(\d{4}-\d{2}(\.\.\d{4}-\d{2})?|last-\d{1,3}-months?)$/;

/** Whole months only: the trend is monthly. */
export function resolveSatisfactionPeriod(text: string, today: string): ResolvedPeriod {
  const value = text.trim();
  if (!MONTH_FORMS.test(value)) {
    throw periodInvalid(`"${text}" is not a period of whole months. Use YYYY-MM, YYYY-MM..YYYY-MM or last-N-months.`);
  }
  const resolved = resolvePeriod(value, today);
  if (!resolved.ok) throw periodInvalid(resolved.message);
  return resolved.period;
}

const sumAll = (items: readonly SatisfactionSums[]) => items.reduce(addSatisfactionSums, EMPTY_SATISFACTION_SUMS);

const byUnitsThenRatings = <T extends { unitsSold: number; ratingCount: number; key: string }>(a: T, b: T) =>
  b.unitsSold - a.unitsSold || b.ratingCount - a.ratingCount || a.key.localeCompare(b.key);

export async function getCustomerSatisfactionTrend(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TCustomerSatisfactionQuery,
  today = todayUtc(),
): Promise<TCustomerSatisfactionTrend> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const period = resolveSatisfactionPeriod(query.period, today);
  const months = bucketsOf(period, 'MONTHLY');
  const context = await loadBrandContext(db, seller.id);
  const selection = selectBrand(context, query.brand);
  const scope = { sellerId: seller.id, ...period, marketplaceId: query.marketplace, asin: query.asin };
  const deadline = { ms: SATISFACTION_READ_DEADLINE_MS, what: 'Customer satisfaction' };
  const read = await withReadDeadline(db, deadline, async (reader) => ({
    snapshots: await findReviewSnapshots(reader, scope),
    units: await findUnitsByMonth(reader, scope),
    titles: await findProductTitles(reader, seller.id),
    returns: await findReturnReasons(reader, scope),
    returnsSource: await findReturnsSource(reader, seller.id),
  }));

  // A product returned in the period but neither sold nor rated in it still gets its row.
  const returnedListings: UnitsRow[] = read.returns.map((row) => ({
    month: months[0] ?? '',
    marketplaceId: row.marketplaceId,
    sku: row.sku,
    unitsSold: 0,
    unitsReturned: 0,
    estimated: false,
  }));
  const units = [...read.units, ...returnedListings];
  const all = buildListings({ months, context, snapshots: read.snapshots, units, asin: query.asin });
  const listings = selection.kind === 'all' ? all : all.filter((listing) => listing.owner === selection.brand.id);
  const returnKey = (row: ReturnReasonRow) =>
    listingKey(row.marketplaceId, context.asinOf(row.marketplaceId, row.sku), row.sku);
  const ownerOf = new Map(listings.map((listing) => [listing.key, listing.owner]));
  const reasons = tallyReturnReasons(read.returns, returnKey, ownerOf);
  const source = ZReturnReasonsSource.safeParse(read.returnsSource);
  const returnsSource: TReturnReasonsSource | null = source.success ? source.data : null;
  const brandOf = new Map(context.brands.map((brand) => [brand.id, brand]));
  const titleOf = new Map<string, string>();
  for (const product of read.titles) {
    if (!product.title) continue;
    titleOf.set(`${product.marketplaceId}:sku:${product.sku}`, product.title);
    if (product.asin) titleOf.set(`${product.marketplaceId}:${product.asin}`, product.title);
  }

  const totalsOf = new Map(listings.map((listing) => [listing, periodSums(listing.months)]));
  const owners = new Map<string | null, SatisfactionSums[]>();
  for (const listing of listings) {
    owners.set(listing.owner, [...(owners.get(listing.owner) ?? []), totalsOf.get(listing) as SatisfactionSums]);
  }
  const productRow = (listing: Listing): TSatisfactionProductRow => {
    const skus = [...listing.skus].sort();
    const title =
      (listing.asin === null ? undefined : titleOf.get(`${listing.marketplaceId}:${listing.asin}`)) ??
      titleOf.get(`${listing.marketplaceId}:sku:${skus[0] ?? ''}`) ??
      null;
    return {
      key: listing.key.replaceAll('\u0001', ':'),
      marketplaceId: listing.marketplaceId,
      asin: listing.asin,
      skus,
      title,
      brandName: listing.owner === null ? null : (brandOf.get(listing.owner)?.name ?? null),
      ...satisfactionFigures(totalsOf.get(listing) as SatisfactionSums),
      ...returnReasonFields(reasons.byListing.get(listing.key)),
    };
  };
  const hasUnits = (listing: Listing) =>
    listing.months.some((month) => month.unitsSold !== 0 || month.unitsReturned !== 0);

  return {
    sellerId: seller.id,
    brand:
      selection.kind === 'all'
        ? { key: ALL_BRANDS_KEY, name: selection.name }
        : { key: selection.brand.key, name: selection.brand.name },
    asin: query.asin ?? null,
    marketplace: query.marketplace ?? null,
    from: period.from,
    to: period.to,
    hasReviewSnapshots: listings.some((listing) => listing.hasSnapshots),
    hasLedgerUnits: listings.some(hasUnits),
    months: months.map((month, index) => ({
      month,
      ...satisfactionFigures(sumAll(listings.map((listing) => listing.months[index] as SatisfactionSums))),
    })),
    totals: satisfactionFigures(sumAll([...totalsOf.values()])),
    brands: [...owners]
      .map(([owner, sums]) => {
        const brand = owner === null ? undefined : brandOf.get(owner);
        return {
          key: brand?.key ?? '',
          name: brand?.name ?? NO_BRAND_NAME,
          ...satisfactionFigures(sumAll(sums)),
          ...returnReasonFields(reasons.byOwner.get(owner)),
        };
      })
      .sort(byUnitsThenRatings),
    products: listings.map(productRow).sort(byUnitsThenRatings),
    returnReasonsSource: returnsSource,
    returnReasons: {
      available: returnsSource !== null,
      message: returnsSource === null ? RETURN_REASONS_MESSAGE : null,
      units: unitsOf(reasons.total),
      reasons: reasonShares(reasons.total),
    },
  };
}
