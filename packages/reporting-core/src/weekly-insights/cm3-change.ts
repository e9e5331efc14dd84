// What changed and why: a product's CM3 change between two weeks split into price, volume, fees,
// advertising, refunds and cost of goods, in integer minor units so that the parts add up to the
// change to the cent by construction. docs/weekly-insights.md gives the rule and a worked example.
import { divideRounded } from '../decimal.ts';

/** A product's figures of one week, amounts in minor units of the reporting currency, signed as in the ledger. */
export interface WeekFigures {
  /** Units sold (the statement's unitsSold). */
  readonly units: number;
  /** Shipped sales: product sales after discounts, shipping charged, other income (positive). */
  readonly shippedSales: bigint;
  /** Refunded sales (productReturns, negative). */
  readonly refunds: bigint;
  /** Landed cost of the units sold, less the units returned to stock (negative). */
  readonly costOfGoods: bigint;
  /** Marketplace fees net of reimbursements (negative). */
  readonly fees: bigint;
  /** Ad spend of the product's ASIN from the ads reports (negative). */
  readonly advertising: bigint;
}

export const CM3_PARTS = ['shippedSales', 'refunds', 'costOfGoods', 'fees', 'advertising'] as const;
export type TCm3Part = (typeof CM3_PARTS)[number];

/** The effects, in the order the waterfall draws them. */
export const CM3_EFFECTS = ['price', 'volume', 'fees', 'advertising', 'refunds', 'costOfGoods'] as const;
export type TCm3Effect = (typeof CM3_EFFECTS)[number];
export type Cm3Split = Record<TCm3Effect, bigint>;

/** Which effect the per-unit change of each part is. */
const RATE_EFFECT: Record<TCm3Part, TCm3Effect> = {
  shippedSales: 'price',
  refunds: 'refunds',
  costOfGoods: 'costOfGoods',
  fees: 'fees',
  advertising: 'advertising',
};

export const EMPTY_WEEK: WeekFigures = {
  units: 0,
  shippedSales: 0n,
  refunds: 0n,
  costOfGoods: 0n,
  fees: 0n,
  advertising: 0n,
};

export const ZERO_SPLIT: Cm3Split = { price: 0n, volume: 0n, fees: 0n, advertising: 0n, refunds: 0n, costOfGoods: 0n };

export function cm3Of(week: WeekFigures): bigint {
  return CM3_PARTS.reduce((sum, part) => sum + week[part], 0n);
}

export function addWeeks(a: WeekFigures, b: WeekFigures): WeekFigures {
  return {
    units: a.units + b.units,
    shippedSales: a.shippedSales + b.shippedSales,
    refunds: a.refunds + b.refunds,
    costOfGoods: a.costOfGoods + b.costOfGoods,
    fees: a.fees + b.fees,
    advertising: a.advertising + b.advertising,
  };
}

/**
 * Each part's change = its volume part + its per-unit part. Volume part: Δunits × the part's
 * previous amount per unit, rounded half away from zero to the minor unit (0 when the previous week
 * sold nothing: there is no previous per-unit figure). Per-unit part: the rest of the part's change,
 * exactly (= current units × Δ per unit, up to that rounding). Volume = Σ volume parts; price,
 * refunds, cost of goods, fees and advertising = the per-unit parts. Σ effects = ΔCM3 exactly.
 */
export function splitCm3Change(previous: WeekFigures, current: WeekFigures): Cm3Split {
  const split = { ...ZERO_SPLIT };
  const unitChange = BigInt(current.units - previous.units);
  for (const part of CM3_PARTS) {
    const change = current[part] - previous[part];
    const volume = previous.units > 0 ? divideRounded(unitChange * previous[part], BigInt(previous.units)) : 0n;
    split.volume += volume;
    split[RATE_EFFECT[part]] += change - volume;
  }
  return split;
}

export function addSplits(a: Cm3Split, b: Cm3Split): Cm3Split {
  const sum = { ...ZERO_SPLIT };
  for (const effect of CM3_EFFECTS) sum[effect] = a[effect] + b[effect];
  return sum;
}

export function splitTotal(split: Cm3Split): bigint {
  return CM3_EFFECTS.reduce((sum, effect) => sum + split[effect], 0n);
}
