// The brand valuation reads: the seller's brands, the brand score of the whole
// seller and of every brand, one brand's performance, profitability and
// customer satisfaction, and the funding estimate. Every read groups brands
// through the brand context and computes all owners from a few seller-wide
// grouped queries, however many brands there are. docs/brand-valuation.md.
import {
  ALL_BRANDS_KEY,
  type TBrandScore,
  type TBrandsOverview,
  type TBrandsOverviewQuery,
  type TCustomerSatisfaction,
  type TFundingEstimate,
  type TFundingEstimateQuery,
  type TIndicatorResult,
  type TPerformance,
  type TPerformanceQuery,
  type TProfitability,
  type TSellerBrand,
  type TTrailingPeriod,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import {
  FUNDING_ESTIMATE_METHOD,
  fundingEstimate,
  overallBrandScore,
  type BrandScoreIndicator,
  type ScoreBucket,
} from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { loadBrandContext, selectBrand, type BrandSelection } from './brand-context.service.ts';
import {
  accountHealthIndicators,
  ledgerIndicators,
  repeatCustomerIndicator,
  reviewIndicators,
  type CustomerTotals,
  type ReviewTotals,
} from './brand-indicators.ts';
import { LEDGER_BASES, loadBrandLedgers, WHOLE_SELLER, type OwnerLedger, type Owner } from './brand-ledger.service.ts';
import { loadAccountHealth, loadCustomerTotals, loadReviewTotals } from './brand-sources.service.ts';
import { BRAND_VALUATION_DEADLINE, loadScores, type Scores } from './brand-scores.service.ts';
import { versionUnknown } from './brand-valuation.errors.ts';
import { valuationWindows, type ValuationWindows } from './valuation-windows.ts';

/** The only scoring version so far (SPEC §7: version, default '1'). */
export const SCORE_VERSION = '1';

const PERIOD: TTrailingPeriod = 'trailing12Months';

interface ScoreQuery {
  targetCurrency?: string | undefined;
  version?: string;
}

function currencyOf(query: { targetCurrency?: string | undefined }, auth: AuthContext): string {
  return query.targetCurrency ?? auth.user.defaultCurrencyCode;
}

function checkVersion(query: ScoreQuery): void {
  if (query.version !== undefined && query.version !== SCORE_VERSION) throw versionUnknown(query.version);
}

const ownerOf = (selection: BrandSelection): Owner => (selection.kind === 'all' ? WHOLE_SELLER : selection.brand.id);
const refOf = (selection: BrandSelection) =>
  selection.kind === 'all'
    ? { key: selection.key, name: selection.name }
    : { key: selection.brand.key, name: selection.brand.name };

export async function listSellerBrands(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<{ brands: TSellerBrand[] }> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  return {
    brands: context.brands.map((brand) => ({
      key: brand.key,
      name: brand.name,
      configurationId: brand.configurationId,
      brandKeys: [...brand.brandKeys],
      productCount: brand.productCount,
    })),
  };
}

function overallOf(indicators: readonly TIndicatorResult[]): number | null {
  const scores: Partial<Record<BrandScoreIndicator, ScoreBucket | null>> = {};
  for (const result of indicators) scores[result.indicator] = result.score;
  return overallBrandScore(scores);
}

function brandScore(scores: Scores, selection: BrandSelection): TBrandScore {
  const indicators = scores.indicators.get(ownerOf(selection)) as TIndicatorResult[];
  return { ...refOf(selection), overallScore: overallOf(indicators), indicators };
}

const periodFields = (windows: ValuationWindows) => ({
  period: PERIOD,
  from: windows.trailing12Months.from,
  to: windows.trailing12Months.to,
});

export async function getBrandsOverview(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TBrandsOverviewQuery,
  today = todayUtc(),
): Promise<TBrandsOverview> {
  checkVersion(query);
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  const currency = currencyOf(query, auth);
  const scores = await loadScores(db, seller.id, context, currency, today);
  const selections: BrandSelection[] = [
    selectBrand(context, ALL_BRANDS_KEY),
    ...context.brands.map((brand) => ({ kind: 'brand' as const, brand })),
  ];
  return {
    sellerId: seller.id,
    currency,
    ...periodFields(scores.windows),
    brands: selections.map((selection) => brandScore(scores, selection)),
  };
}

export async function getPerformance(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TPerformanceQuery,
  today = todayUtc(),
): Promise<TPerformance> {
  checkVersion(query);
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  const selection = selectBrand(context, query.brandName);
  const currency = currencyOf(query, auth);
  const scores = await loadScores(db, seller.id, context, currency, today);
  const ledger = scores.ledgers.get(ownerOf(selection)) as OwnerLedger;
  return {
    sellerId: seller.id,
    currency,
    ...periodFields(scores.windows),
    brand: brandScore(scores, selection),
    months: ledger.months.map((month) => ({ ...month })),
  };
}

const PROFITABILITY_INDICATORS = ['ebitdaYearly', 'ebitdaMonthly', 'profitMargin', 'returnRate', 'tacos'] as const;

export async function getProfitability(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  brandName: string,
  query: { targetCurrency?: string | undefined },
  today = todayUtc(),
): Promise<TProfitability> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  const selection = selectBrand(context, brandName);
  const currency = currencyOf(query, auth);
  const windows = valuationWindows(today);
  const brandIds = context.brands.map((brand) => brand.id);
  const ledgers = await withReadDeadline(db, BRAND_VALUATION_DEADLINE, (reader) =>
    loadBrandLedgers(reader, seller.id, currency, windows, context, brandIds),
  );
  const ledger = ledgers.owners.get(ownerOf(selection)) as OwnerLedger;
  const byName = new Map(ledgerIndicators(ledger, windows).map((result) => [result.indicator, result]));
  const indicators = PROFITABILITY_INDICATORS.map((indicator) => byName.get(indicator) as TIndicatorResult);
  const windowOf = {
    trailing12Months: windows.trailing12Months,
    lastMonth: windows.lastMonth,
    last30Days: windows.last30Days,
  };
  const figures = LEDGER_BASES.map((basis) => {
    const { hasRows: _hasRows, ...figure } = ledger.figures[basis];
    return { basis, ...windowOf[basis], ...figure };
  });
  return {
    sellerId: seller.id,
    brand: refOf(selection),
    currency,
    period: PERIOD,
    estimated: figures.some((figure) =>
      [figure.netSales, figure.ebitda, figure.contributionMargin3, figure.adExpenses].some(
        (money) => money.status === 'estimated',
      ),
    ),
    indicators,
    figures,
  };
}

const SATISFACTION_INDICATORS = [
  'rating',
  'reviewVolume',
  'reviewQuality',
  'reviewQuota',
  'orderDefectRate',
  'policyViolations',
  'repeatCustomerRate',
] as const;

export async function getCustomerSatisfaction(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  brandName: string,
  today = todayUtc(),
): Promise<TCustomerSatisfaction> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  const selection = selectBrand(context, brandName);
  const owner = ownerOf(selection);
  const windows = valuationWindows(today);
  const { reviewTotals, health, customerTotals } = await withReadDeadline(
    db,
    BRAND_VALUATION_DEADLINE,
    async (reader) => ({
      reviewTotals: await loadReviewTotals(reader, seller.id, context, windows, today),
      health: await loadAccountHealth(reader, seller.id, today),
      customerTotals: await loadCustomerTotals(reader, seller.id, context, windows),
    }),
  );
  const reviews = reviewTotals.get(owner) as ReviewTotals;
  const customers = customerTotals.get(owner) as CustomerTotals;
  const results = [
    ...reviewIndicators(reviews, windows),
    ...accountHealthIndicators(health),
    repeatCustomerIndicator(customers, windows),
  ];
  const byName = new Map(results.map((result) => [result.indicator, result]));
  return {
    sellerId: seller.id,
    brand: refOf(selection),
    indicators: SATISFACTION_INDICATORS.map((indicator) => byName.get(indicator) as TIndicatorResult),
    reviews:
      reviews.snapshotDate === null
        ? null
        : {
            snapshotDate: reviews.snapshotDate,
            ratingCount: reviews.ratingCount,
            reviewCount: reviews.reviewCount,
            ratingsLast18Months: reviews.ratingsLast18Months,
            negativeRatingsLast18Months: reviews.negativeRatingsLast18Months,
            activeAsins: reviews.asins,
            asinsWithReviews: reviews.asinsWithReviews,
          },
    accountHealth: health
      ? {
          snapshotDate: health.snapshotDate,
          orderDefectRate: health.orderDefectRate,
          policyViolations: health.policyViolations,
        }
      : null,
    customers: customers.hasRows
      ? {
          from: windows.trailing12Months.from,
          to: windows.trailing12Months.to,
          customers: customers.customers,
          repeatCustomers: customers.repeatCustomers,
        }
      : null,
  };
}

export async function getFundingEstimate(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TFundingEstimateQuery,
  today = todayUtc(),
): Promise<TFundingEstimate> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const context = await loadBrandContext(db, seller.id);
  const selection = selectBrand(context, query.brandName);
  const currency = currencyOf(query, auth);
  const scores = await loadScores(db, seller.id, context, currency, today);
  const overallScore = brandScore(scores, selection).overallScore;
  const yearly = (scores.ledgers.get(ownerOf(selection)) as OwnerLedger).figures.trailing12Months;
  const trailingEbitda = yearly.ebitda.amount;
  const base = {
    sellerId: seller.id,
    brand: refOf(selection),
    currency,
    from: scores.windows.trailing12Months.from,
    to: scores.windows.trailing12Months.to,
    method: FUNDING_ESTIMATE_METHOD,
  };
  const estimate = fundingEstimate({ trailingEbitda, overallScore, currency });
  if ('unavailable' in estimate) {
    return {
      ...base,
      available: false,
      trailingEbitda: yearly.hasRows ? trailingEbitda : null,
      overallScore,
      unavailable: yearly.hasRows
        ? estimate.unavailable
        : `No settlement data from ${base.from} to ${base.to}: the estimate needs the trailing 12-month EBITDA.`,
    };
  }
  return {
    ...base,
    available: true,
    trailingEbitda,
    overallScore: overallScore as number,
    ...estimate,
    estimated: yearly.ebitda.status === 'estimated',
  };
}
