// The brand valuation reads: the seller's brands, the brand score of the whole
// seller and of every brand, and one brand's performance and profitability
// (customer satisfaction and the funding estimate have files of their own).
// Every read groups brands through the brand context and computes all owners
// from a few seller-wide grouped queries, however many brands there are.
// docs/brand-valuation.md.
import {
  ALL_BRANDS_KEY,
  type TBrandsOverview,
  type TBrandsOverviewQuery,
  type TIndicatorResult,
  type TPerformance,
  type TPerformanceQuery,
  type TProfitability,
  type TSellerBrand,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { brandScore, checkVersion, currencyOf, ownerOf, PERIOD, periodFields, refOf } from './brand-answers.ts';
import {
  BRAND_VALUATION_DEADLINE,
  loadBrandContext,
  selectBrand,
  type BrandSelection,
} from './brand-context.service.ts';
import { LEDGER_BASES, type OwnerLedger } from './brand-ledger-figures.ts';
import { loadBrandLedgers } from './brand-ledger.service.ts';
import { ledgerIndicators } from './ledger-indicators.ts';
import { openBrandRead } from './brand-scores.service.ts';
import { valuationWindows } from './valuation-windows.ts';

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

export async function getBrandsOverview(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TBrandsOverviewQuery,
  today = todayUtc(),
): Promise<TBrandsOverview> {
  checkVersion(query);
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const currency = currencyOf(query, auth);
  const read = await openBrandRead(db, seller.id, currency, today);
  const scores = await read.scores();
  const selections: BrandSelection[] = [
    selectBrand(read.context, ALL_BRANDS_KEY),
    ...read.context.brands.map((brand) => ({ kind: 'brand' as const, brand })),
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
  const currency = currencyOf(query, auth);
  const read = await openBrandRead(db, seller.id, currency, today);
  const selection = selectBrand(read.context, query.brandName);
  const scores = await read.scores();
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
