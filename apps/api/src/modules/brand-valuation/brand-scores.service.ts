// The brand score of the whole seller and of every brand: every indicator
// from the ledger and the other sources, computed once per currency, day and
// brand context and kept in this process until the seller's data or the FX
// rates change (ADR 0039). The brand context is kept beside them (ADR 0044):
// one statement checks both, whatever the history.
import type { TIndicatorResult } from '@brandlens/contracts';
import { BRAND_SCORE_INDICATORS } from '@brandlens/reporting-core';
import {
  BRAND_VALUATION_DEADLINE,
  findKeptBrandContext,
  readBrandContext,
  type BrandContext,
} from './brand-context.service.ts';
import { bestSellerRankIndicator } from './best-seller-rank-indicator.ts';
import {
  accountHealthIndicators,
  repeatCustomerIndicator,
  reviewIndicators,
  type CustomerTotals,
  type ReviewTotals,
} from './customer-satisfaction-indicators.ts';
import { ledgerIndicators } from './ledger-indicators.ts';
import { shopifyIndicator, type ShopifyTotals } from './shopify-revenue-indicator.ts';
import { KeptValues } from '../profit-loss/kept-values.service.ts';
import { ledgerSpan } from './brand-ledger-sums.service.ts';
import { findBrandReadState } from './brand-read-state.queries.ts';
import type { Owner } from './brand-ledger-groups.ts';
import type { OwnerLedger } from './brand-ledger-figures.ts';
import { loadBrandLedgers } from './brand-ledger.service.ts';
import {
  allOwners,
  loadAccountHealth,
  loadCustomerTotals,
  loadRankedListings,
  loadReviewTotals,
  loadShopifyTotals,
} from './brand-sources.service.ts';
import { valuationWindows, type ValuationWindows } from './valuation-windows.ts';
import type { Database } from '@brandlens/db';
import { withPoolDeadline, withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

/** A few kB per brand: per seller, currency, day and brand context, the least recently used first. */
const keptScores = new KeptValues<Scores>(200);

export interface Scores {
  windows: ValuationWindows;
  ledgers: ReadonlyMap<Owner, OwnerLedger>;
  indicators: ReadonlyMap<Owner, TIndicatorResult[]>;
}

/** A brand valuation read: the seller's brand context, and its scores when asked for. */
export interface BrandRead {
  readonly context: BrandContext;
  /** Every indicator of the whole seller and of every brand (SPEC §3 order), with their ledgers. */
  scores(): Promise<Scores>;
}

/**
 * The brand context and the scores of a seller, kept until a change of the seller's data or rates
 * (for the same currency, day and brand context): one statement checks both. The context comes
 * first, so a brand that does not exist answers 404 before any figure is computed.
 */
export async function openBrandRead(
  db: Database,
  sellerId: string,
  currency: string,
  today: string,
): Promise<BrandRead> {
  const windows = valuationWindows(today);
  // Every day any source reads rates for: the Shopify revenue's 24 months and the ledger's span.
  const days = { from: windows.previous12Months.from, to: ledgerSpan(windows).to };
  const keyOf = (context: BrandContext) => `${sellerId}|${currency}|${today}|${context.signature}`;
  const keptContext = findKeptBrandContext(sellerId);
  const kept = keptContext && keptScores.kept.get(keyOf(keptContext.value));
  // Taken before any query of a computation below: a change committed after it is never missed.
  const state = await withPoolDeadline(db, BRAND_VALUATION_DEADLINE, (reader) =>
    findBrandReadState(reader, sellerId, {
      context: keptContext?.snapshot,
      figures: kept && { snapshot: kept.snapshot, days },
    }),
  );
  const context =
    keptContext && !state.contextChanged ? keptContext.value : await readBrandContext(db, sellerId, state.snapshot);
  const scores = async () => {
    // Scores made for one context serve another with the same signature (ADR 0039).
    if (kept && !state.figuresChanged && context.signature === keptContext?.value.signature) return kept.value;
    const computed = await withReadDeadline(db, BRAND_VALUATION_DEADLINE, (reader) =>
      computeScores(reader, sellerId, context, currency, today),
    );
    keptScores.kept.set(keyOf(context), { snapshot: state.snapshot, value: computed });
    return computed;
  };
  return { context, scores };
}

async function computeScores(
  db: DatabaseReader,
  sellerId: string,
  context: BrandContext,
  currency: string,
  today: string,
): Promise<Scores> {
  const windows = valuationWindows(today);
  // The sources one after the other: a read holds one pool connection at a
  // time, so overlapping reads queue for the database instead of exhausting the
  // pool (the embedded database runs one query at a time anyway).
  const brandIds = context.brands.map((brand) => brand.id);
  const ledgers = await loadBrandLedgers(db, sellerId, currency, windows, context, brandIds);
  const reviews = await loadReviewTotals(db, sellerId, context, windows, today);
  const health = await loadAccountHealth(db, sellerId, today);
  const customers = await loadCustomerTotals(db, sellerId, context, windows);
  const shopify = await loadShopifyTotals(db, sellerId, context, windows, currency);
  const ranks = await loadRankedListings(db, sellerId, context, windows, ledgers.productNetSalesLast30Days);
  const healthIndicators = accountHealthIndicators(health);
  const indicators = new Map<Owner, TIndicatorResult[]>();
  for (const owner of allOwners(context)) {
    const results = [
      ...ledgerIndicators(ledgers.owners.get(owner) as OwnerLedger, windows),
      ...reviewIndicators(reviews.get(owner) as ReviewTotals, windows),
      ...healthIndicators,
      repeatCustomerIndicator(customers.get(owner) as CustomerTotals, windows),
      shopifyIndicator(shopify.get(owner) as ShopifyTotals, windows),
      bestSellerRankIndicator(ranks.get(owner) ?? [], windows),
    ];
    indicators.set(owner, inSpecOrder(results));
  }
  return { windows, ledgers: ledgers.owners, indicators };
}

function inSpecOrder(results: readonly TIndicatorResult[]): TIndicatorResult[] {
  const byName = new Map(results.map((result) => [result.indicator, result]));
  return BRAND_SCORE_INDICATORS.map((indicator) => {
    const result = byName.get(indicator);
    if (!result) throw new Error(`Indicator ${indicator} was not computed`);
    return result;
  });
}
