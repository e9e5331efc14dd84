/**
 * The advertising figures of the Advertising page (docs/advertising-metrics.md): sums of the ads
 * reports' spend, attributed sales, orders, units, impressions and clicks, and the ratios made of
 * them. Exact decimals only (decimal.ts), rounded once, half away from zero:
 *
 *   spend, sales, totalSales   the currency's minor digits (2; 0 for JPY, KRW, VND; 3 for JOD)
 *   ACoS  = spend / sales × 100        2 decimals
 *   ROAS  = sales / spend              2 decimals
 *   CPC   = spend / clicks             2 decimals
 *   CTR   = clicks / impressions × 100 2 decimals
 *   CVR   = orders / clicks × 100      2 decimals
 *   TACoS = spend / totalSales × 100   2 decimals
 *
 * Ratios are computed from the amounts as shown (rounded), so a reader can recompute them; a ratio
 * whose denominator is 0 (or unknown) is null.
 */
import { divideRounded, formatDecimal, parseDecimal, pow10, rescale, type Decimal } from '../decimal.ts';
import { minorDigits } from '../money.ts';

/** Ratios, percents and CPC keep this many decimals. */
export const AD_RATIO_SCALE = 2;

export interface AdSums {
  /** Decimal strings in the reporting currency. */
  spend: string;
  sales: string;
  orders: number;
  units: number;
  impressions: number;
  clicks: number;
  /** Net sales of the same days and products from the ledger; null when it cannot be told. */
  totalSales: string | null;
  /** Some day's attribution may still move, or a rate used is estimated. */
  estimated: boolean;
}

export interface AdFigureSet extends AdSums {
  acos: string | null;
  roas: string | null;
  cpc: string | null;
  ctr: string | null;
  cvr: string | null;
  tacos: string | null;
}

export const EMPTY_AD_SUMS: AdSums = {
  spend: '0',
  sales: '0',
  orders: 0,
  units: 0,
  impressions: 0,
  clicks: 0,
  totalSales: null,
  estimated: false,
};

function addDecimals(a: string, b: string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  return formatDecimal({ units: rescale(x, scale).units + rescale(y, scale).units, scale });
}

/** The sums of two sets of figures; totalSales is null when either is unknown. */
export function addAdSums(a: AdSums, b: AdSums): AdSums {
  return {
    spend: addDecimals(a.spend, b.spend),
    sales: addDecimals(a.sales, b.sales),
    orders: a.orders + b.orders,
    units: a.units + b.units,
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    totalSales: a.totalSales === null || b.totalSales === null ? null : addDecimals(a.totalSales, b.totalSales),
    estimated: a.estimated || b.estimated,
  };
}

const count = (value: number): Decimal => ({ units: BigInt(value), scale: 0 });

/** numerator / denominator × multiplier with AD_RATIO_SCALE decimals; null when the denominator is 0. */
export function adRatio(numerator: Decimal, denominator: Decimal, multiplier = 1n): string | null {
  if (denominator.units === 0n) return null;
  // (n / 10^sn) / (d / 10^sd) × m × 10^s = n × 10^sd × m × 10^s / (d × 10^sn)
  const units = divideRounded(
    numerator.units * pow10(denominator.scale) * multiplier * pow10(AD_RATIO_SCALE),
    denominator.units * pow10(numerator.scale),
  );
  return formatDecimal({ units, scale: AD_RATIO_SCALE });
}

/** The sums with their amounts rounded to the currency's minor digits, and every ratio. */
export function adFiguresOf(sums: AdSums, currency: string): AdFigureSet {
  const digits = minorDigits(currency);
  const spend = rescale(parseDecimal(sums.spend), digits);
  const sales = rescale(parseDecimal(sums.sales), digits);
  const totalSales = sums.totalSales === null ? null : rescale(parseDecimal(sums.totalSales), digits);
  return {
    ...sums,
    spend: formatDecimal(spend),
    sales: formatDecimal(sales),
    totalSales: totalSales === null ? null : formatDecimal(totalSales),
    acos: adRatio(spend, sales, 100n),
    roas: adRatio(sales, spend),
    cpc: adRatio(spend, count(sums.clicks)),
    ctr: adRatio(count(sums.clicks), count(sums.impressions), 100n),
    cvr: adRatio(count(sums.orders), count(sums.clicks), 100n),
    tacos: totalSales === null ? null : adRatio(spend, totalSales, 100n),
  };
}

export const AD_KPI_KEYS = [
  'spend',
  'sales',
  'acos',
  'roas',
  'tacos',
  'cpc',
  'ctr',
  'cvr',
  'orders',
  'impressions',
  'clicks',
] as const;
export type TAdKpiKey = (typeof AD_KPI_KEYS)[number];

/** A cost per unit of result: a fall is good. */
const LOWER_IS_BETTER: ReadonlySet<TAdKpiKey> = new Set(['acos', 'tacos', 'cpc']);
/** More or less spend is neither good nor bad in itself: ACoS and ROAS say what it brought. */
const NEUTRAL: ReadonlySet<TAdKpiKey> = new Set(['spend']);

export interface AdKpiChange {
  key: TAdKpiKey;
  changePercent: string | null;
  better: boolean | null;
}

/** (current − previous) / |previous| × 100, 2 decimals; null when either is unknown or previous is 0. */
export function changePercent(current: string | number | null, previous: string | number | null): string | null {
  if (current === null || previous === null) return null;
  const now = parseDecimal(String(current));
  const before = parseDecimal(String(previous));
  if (before.units === 0n) return null;
  const scale = Math.max(now.scale, before.scale);
  const difference = rescale(now, scale).units - rescale(before, scale).units;
  const base = rescale(before, scale).units;
  return adRatio({ units: difference, scale }, { units: base < 0n ? -base : base, scale }, 100n);
}

/**
 * Each KPI's change against the previous period, from the figures as shown, and whether the move
 * is good for the seller: lower is better for ACoS, TACoS and CPC, higher for the rest, spend is
 * neither (null), and no move (0.00 %) or no change figure is null.
 */
export function adKpiChanges(current: AdFigureSet, previous: AdFigureSet): AdKpiChange[] {
  return AD_KPI_KEYS.map((key) => {
    const change = changePercent(current[key], previous[key]);
    if (change === null || NEUTRAL.has(key) || parseDecimal(change).units === 0n) {
      return { key, changePercent: change, better: null };
    }
    const isRise = !change.startsWith('-');
    return { key, changePercent: change, better: LOWER_IS_BETTER.has(key) ? !isRise : isRise };
  });
}
