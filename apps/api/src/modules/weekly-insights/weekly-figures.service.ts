// Each product's figures per ISO week: the per-product P&L pipeline (loadGroups: the SKU-level
// daily rollups, unit costs and rates) grouped by product × week, with the ads reports' spend
// in place of the ledger's ad lines (billed charges name no product and come in lumps), then
// folded into the parts the CM3 split uses. docs/weekly-insights.md.
import {
  computeStatement,
  convert,
  createRateTable,
  decimalToMinor,
  DEFAULT_MAX_RATE_AGE_DAYS,
  EMPTY_STATEMENT_INPUTS,
  EMPTY_WEEK,
  EUR,
  FxRateMissingError,
  isoDateOfDayNumber,
  isoDayNumber,
  isoWeekOf,
  minorDigits,
  type GroupInputs,
  type IsoWeek,
  type WeekFigures,
} from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { findRatesBetween } from '../fx/fx.queries.ts';
import { fxRateMissing } from '../profit-loss/profit-loss.errors.ts';
import { KeptValues, keptValue } from '../profit-loss/kept-values.service.ts';
import { loadGroups } from '../profit-loss/profit-loss.service.ts';
import { findAdDays, findCatalogProducts, type CatalogProduct, type WeeklyScope } from './weekly-signals.queries.ts';

export interface ProductWeek {
  readonly figures: WeekFigures;
  /** Product sales after discounts (the average selling price's numerator), minor units. */
  readonly fulfilledSales: bigint;
  readonly returnedUnits: number;
  readonly adUnits: number;
  readonly isEstimated: boolean;
}

export interface WeeklyFilters {
  currency: string;
  marketplaceId: string | undefined;
  brand: string | undefined;
  weeks: readonly IsoWeek[];
}

export const productKey = (marketplaceId: string, sku: string) => `${marketplaceId}:${sku}`;
const SEP = '\t';

/** Each product's weekly figures, kept while the seller's figures and the rates do not change (ADR 0037). */
const keptWeeks = new KeptValues<Map<string, GroupInputs>>(100);

function weekOfDay(cache: Map<string, string>, day: string): string {
  let week = cache.get(day);
  if (week === undefined) cache.set(day, (week = isoWeekOf(day).week));
  return week;
}

async function loadLedgerWeeks(reader: DatabaseReader, sellerId: string, filters: WeeklyFilters) {
  const statementFilters = {
    basis: 'posted' as const,
    currency: filters.currency,
    view: 'MONTHLY' as const,
    period: { from: filters.weeks[0]?.start ?? '', to: filters.weeks.at(-1)?.end ?? '' },
    brand: filters.brand,
    marketplaceId: filters.marketplaceId,
  };
  const key = `${sellerId}|${JSON.stringify(statementFilters)}`;
  return keptValue(keptWeeks, reader, key, { sellerId, period: statementFilters.period }, () => {
    const weeks = new Map<string, string>();
    return loadGroups(
      reader,
      sellerId,
      statementFilters,
      // Rows naming no SKU (storage, billed ad charges, subscription) belong to no product.
      (row) => (row.sku === '' ? [] : [[productKey(row.marketplaceId, row.sku), weekOfDay(weeks, row.day)].join(SEP)]),
      true,
    );
  });
}

/** Ad spend (negative, minor units) and attributed units per product × week, converted at each day's rates. */
async function loadAdWeeks(
  reader: DatabaseReader,
  scope: WeeklyScope,
  currency: string,
  catalog: readonly CatalogProduct[],
): Promise<Map<string, { spend: bigint; units: number }>> {
  const days = await findAdDays(reader, scope);
  const skuOfAsin = new Map<string, string>();
  for (const product of [...catalog].sort((a, b) => a.sku.localeCompare(b.sku))) {
    const key = `${product.marketplaceId}${SEP}${product.asin}`;
    if (product.asin && !skuOfAsin.has(key)) skuOfAsin.set(key, product.sku);
  }
  const currencies = [...new Set([currency, ...days.map((day) => day.currency)])].filter((code) => code !== EUR);
  const since = isoDateOfDayNumber(isoDayNumber(scope.from) - DEFAULT_MAX_RATE_AGE_DAYS);
  const rates = createRateTable(await findRatesBetween(reader, currencies, since, scope.to));
  const digits = minorDigits(currency);
  const weeks = new Map<string, string>();
  const sums = new Map<string, { spend: bigint; units: number }>();
  for (const day of days) {
    const sku = day.sku !== '' ? day.sku : skuOfAsin.get(`${day.marketplaceId}${SEP}${day.asin}`);
    if (sku === undefined) continue;
    const key = [productKey(day.marketplaceId, sku), weekOfDay(weeks, day.day)].join(SEP);
    const converted = convert(day.spend, day.currency, currency, day.day, rates).amount;
    const sum = sums.get(key) ?? { spend: 0n, units: 0 };
    sum.spend -= decimalToMinor(converted, digits);
    sum.units += day.units;
    sums.set(key, sum);
  }
  return sums;
}

/** Figures per product key and week (YYYY-Www), and the seller's products by key. */
export async function loadProductWeeks(
  reader: DatabaseReader,
  sellerId: string,
  filters: WeeklyFilters,
): Promise<{ weeks: Map<string, Map<string, ProductWeek>>; catalog: Map<string, CatalogProduct> }> {
  const catalogRows = await findCatalogProducts(reader, sellerId);
  const catalog = new Map(catalogRows.map((product) => [productKey(product.marketplaceId, product.sku), product]));
  const scope = {
    sellerId,
    from: filters.weeks[0]?.start ?? '',
    to: filters.weeks.at(-1)?.end ?? '',
    marketplaceId: filters.marketplaceId,
  };
  const digits = minorDigits(filters.currency);
  const minor = (text: string) => decimalToMinor(text, digits);
  try {
    const ledger = await loadLedgerWeeks(reader, sellerId, filters);
    const ads = await loadAdWeeks(reader, scope, filters.currency, catalogRows);
    const weeks = new Map<string, Map<string, ProductWeek>>();
    for (const key of new Set([...ledger.keys(), ...ads.keys()])) {
      const [product = '', week = ''] = key.split(SEP);
      const info = catalog.get(product);
      if (filters.brand !== undefined && info?.brand !== filters.brand) continue;
      const inputs = ledger.get(key)?.inputs ?? EMPTY_STATEMENT_INPUTS;
      const statement = computeStatement(inputs, filters.currency);
      const ad = ads.get(key) ?? { spend: 0n, units: 0 };
      const figures: WeekFigures = {
        ...EMPTY_WEEK,
        units: Number(statement.unitsSold.amount),
        shippedSales: minor(statement.totalShippedSales.amount),
        refunds: minor(statement.productReturns.amount),
        costOfGoods: minor(statement.productCosts.amount),
        fees: minor(statement.totalMarketplaceFees.amount),
        advertising: ad.spend,
      };
      const byWeek = weeks.get(product) ?? new Map<string, ProductWeek>();
      byWeek.set(week, {
        figures,
        fulfilledSales: minor(statement.fulfilledProductSales.amount),
        returnedUnits: Math.abs(inputs.ledger.productReturns?.quantity ?? 0),
        adUnits: ad.units,
        isEstimated: statement.contributionMargin2.status === 'estimated',
      });
      weeks.set(product, byWeek);
    }
    return { weeks, catalog };
  } catch (error) {
    if (error instanceof FxRateMissingError) throw fxRateMissing(error.currency, error.date);
    throw error;
  }
}
