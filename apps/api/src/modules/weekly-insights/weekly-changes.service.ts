// What changed and why: the week's CM3 against the week before, per product split into price,
// volume, fees, advertising, refunds and cost of goods (reporting-core splitCm3Change), summed
// over the products, with the 5 products that moved most. docs/weekly-insights.md.
import type { TCm3Split, TWeeklyChanges, TWeeklyFilters } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import {
  addSplits,
  addWeeks,
  CM3_EFFECTS,
  cm3Of,
  EMPTY_WEEK,
  minorDigits,
  minorToDecimal,
  shiftWeek,
  splitCm3Change,
  ZERO_SPLIT,
  type Cm3Split,
  type IsoWeek,
  type WeekFigures,
} from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { loadProductWeeks, type ProductWeek } from './weekly-figures.service.ts';
import { resolveWeeks } from './weekly-filters.ts';
import type { CatalogProduct } from './weekly-signals.queries.ts';

export const WEEKLY_READ_DEADLINE = { ms: 20_000, what: 'The weekly insights' };
export const TOP_MOVERS = 5;

const abs = (value: bigint) => (value < 0n ? -value : value);

export interface WeeklyChangeFigures {
  previous: WeekFigures;
  current: WeekFigures;
  split: Cm3Split;
  isEstimated: boolean;
  productCount: number;
  movers: Array<{ key: string; previous: WeekFigures; current: WeekFigures; split: Cm3Split }>;
}

/** The split of every product between two weeks, and their sums. */
export function changeBetween(
  products: ReadonlyMap<string, ReadonlyMap<string, ProductWeek>>,
  previousWeek: string,
  week: string,
): WeeklyChangeFigures {
  const result: WeeklyChangeFigures = {
    previous: EMPTY_WEEK,
    current: EMPTY_WEEK,
    split: ZERO_SPLIT,
    isEstimated: false,
    productCount: 0,
    movers: [],
  };
  for (const [key, weeks] of products) {
    const before = weeks.get(previousWeek);
    const after = weeks.get(week);
    if (!before && !after) continue;
    const previous = before?.figures ?? EMPTY_WEEK;
    const current = after?.figures ?? EMPTY_WEEK;
    const split = splitCm3Change(previous, current);
    result.previous = addWeeks(result.previous, previous);
    result.current = addWeeks(result.current, current);
    result.split = addSplits(result.split, split);
    result.isEstimated ||= before?.isEstimated === true || after?.isEstimated === true;
    result.productCount += 1;
    result.movers.push({ key, previous, current, split });
  }
  result.movers.sort((a, b) => {
    const moved = abs(cm3Of(b.current) - cm3Of(b.previous)) - abs(cm3Of(a.current) - cm3Of(a.previous));
    return moved > 0n ? 1 : moved < 0n ? -1 : a.key.localeCompare(b.key);
  });
  result.movers = result.movers.filter((mover) => cm3Of(mover.current) !== cm3Of(mover.previous)).slice(0, TOP_MOVERS);
  return result;
}

export function splitDecimals(split: Cm3Split, currency: string): TCm3Split {
  const digits = minorDigits(currency);
  return Object.fromEntries(CM3_EFFECTS.map((effect) => [effect, minorToDecimal(split[effect], digits)])) as TCm3Split;
}

export function weekFiguresOf(week: WeekFigures, currency: string) {
  const digits = minorDigits(currency);
  return {
    cm3: minorToDecimal(cm3Of(week), digits),
    netSales: minorToDecimal(week.shippedSales + week.refunds, digits),
    units: week.units,
  };
}

export function identityOf(key: string, catalog: ReadonlyMap<string, CatalogProduct>) {
  const product = catalog.get(key);
  const separator = key.indexOf(':');
  return {
    key,
    marketplaceId: key.slice(0, separator),
    sku: key.slice(separator + 1),
    asin: product?.asin ?? null,
    title: product?.title ?? null,
    brand: product?.brand ?? null,
  };
}

/** The change of `week` (the last of the resolved weeks) against the week before, read in one snapshot. */
export async function readWeeklyChange(
  db: Database,
  sellerId: string,
  query: TWeeklyFilters,
  options: { today: string; defaultCurrency: string },
) {
  return withReadDeadline(db, WEEKLY_READ_DEADLINE, async (reader) => {
    const resolved = await resolveWeeks(reader, sellerId, query, { ...options, count: 2 });
    const { weeks, catalog } = await loadProductWeeks(reader, sellerId, resolved);
    const previousWeek: IsoWeek = shiftWeek(resolved.week, -1);
    return { resolved, previousWeek, catalog, change: changeBetween(weeks, previousWeek.week, resolved.week.week) };
  });
}

export async function getWeeklyChanges(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TWeeklyFilters,
  today = todayUtc(),
): Promise<TWeeklyChanges> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const { resolved, previousWeek, catalog, change } = await readWeeklyChange(db, seller.id, query, {
    today,
    defaultCurrency: auth.user.defaultCurrencyCode,
  });
  const { currency } = resolved;
  const digits = minorDigits(currency);
  return {
    sellerId: seller.id,
    currency,
    weekChoice: resolved.weekChoice,
    dataThrough: resolved.dataThrough,
    week: resolved.week,
    previousWeek,
    previous: weekFiguresOf(change.previous, currency),
    current: weekFiguresOf(change.current, currency),
    change: minorToDecimal(cm3Of(change.current) - cm3Of(change.previous), digits),
    split: splitDecimals(change.split, currency),
    estimated: change.isEstimated,
    productCount: change.productCount,
    topMovers: change.movers.map((mover) => ({
      ...identityOf(mover.key, catalog),
      previous: weekFiguresOf(mover.previous, currency),
      current: weekFiguresOf(mover.current, currency),
      change: minorToDecimal(cm3Of(mover.current) - cm3Of(mover.previous), digits),
      split: splitDecimals(mover.split, currency),
    })),
  };
}
