// A metric's figures of one product (or of all products) in one week, from the week's figures and
// signals: exact decimals as text, null where there is no figure. docs/weekly-insights.md.
import type { TWeeklyMetricKey } from '@brandlens/contracts';
import {
  cm3Of,
  formatDecimal,
  minorToDecimal,
  parseDecimal,
  ratioPercent,
  amountPerUnit,
  rescale,
  type Decimal,
} from '@brandlens/reporting-core';
import type { ProductWeek } from './weekly-figures.service.ts';

/** What one week of one product (or their sum) holds for the metrics. */
export interface WeekCell {
  week: ProductWeek | undefined;
  sessions: number | null;
  unitsOrdered: number | null;
  /** Latest snapshot on or before the week's Sunday: value and its detail (rating, category). */
  snapshot: { value: number; detail: string | null } | null;
}

export interface MetricFigure {
  value: string | null;
  secondary: string | null;
}

const count = (value: number) => String(value);

/** The figure of `metric` for a cell; amounts in minor units of `digits`. */
export function metricFigure(metric: TWeeklyMetricKey, cell: WeekCell, digits: number): MetricFigure {
  const week = cell.week;
  const units = week?.figures.units ?? 0;
  switch (metric) {
    case 'units-sold':
      return { value: week ? count(units) : null, secondary: null };
    case 'average-selling-price': {
      const price = week ? amountPerUnit(week.fulfilledSales, units) : null;
      return { value: price === null ? null : minorToDecimal(price, digits), secondary: null };
    }
    case 'ad-spend':
      return {
        value: week ? minorToDecimal(-week.figures.advertising, digits) : null,
        secondary: week ? count(week.adUnits) : null,
      };
    case 'reviews':
      return { value: cell.snapshot ? count(cell.snapshot.value) : null, secondary: cell.snapshot?.detail ?? null };
    case 'bsr':
      return { value: cell.snapshot ? count(cell.snapshot.value) : null, secondary: cell.snapshot?.detail ?? null };
    case 'returns':
      return {
        value: week ? count(week.returnedUnits) : null,
        secondary: week ? ratioPercent(BigInt(week.returnedUnits), BigInt(units)) : null,
      };
    case 'listing-performance':
      return {
        value: cell.sessions === null ? null : count(cell.sessions),
        secondary: cell.sessions === null ? null : ratioPercent(BigInt(cell.unitsOrdered ?? 0), BigInt(cell.sessions)),
      };
    case 'paid-to-organic-ratio':
      return {
        value: week ? ratioPercent(BigInt(week.adUnits), BigInt(units)) : null,
        secondary: week ? count(week.adUnits) : null,
      };
    case 'net-margin': {
      if (!week) return { value: null, secondary: null };
      const cm3 = cm3Of(week.figures);
      return {
        value: ratioPercent(cm3, week.figures.shippedSales + week.figures.refunds),
        secondary: minorToDecimal(cm3, digits),
      };
    }
  }
}

function subtract(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale).units - rescale(b, scale).units, scale };
}

/** Last value minus the one before, and that as a percentage of the one before (null when 0 or missing). */
export function changeOf(values: readonly (string | null)[]): { change: string | null; changePercent: string | null } {
  const last = values.at(-1);
  const before = values.at(-2);
  if (last === null || last === undefined || before === null || before === undefined) {
    return { change: null, changePercent: null };
  }
  const previous = parseDecimal(before);
  const change = subtract(parseDecimal(last), previous);
  const scale = Math.max(change.scale, previous.scale);
  return {
    change: formatDecimal(change),
    changePercent: ratioPercent(rescale(change, scale).units, rescale(previous, scale).units),
  };
}
