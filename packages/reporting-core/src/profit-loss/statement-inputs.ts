/**
 * From daily sums (any currencies) and daily unit cost sums to the inputs of
 * computeStatement, per group key (a month, a day, 'total', a product...).
 * Each daily sum is converted with the rate of its own day and rounded once;
 * unit costs are those valid on the day the units were posted, summed in the
 * cost's currency and converted on that day. Pure: the caller loads sums and rates.
 */
import { formatDecimal, parseDecimal, rescale, type Decimal } from '../decimal.ts';
import { convert, type RateTable } from '../fx.ts';
import type { TPnlLine } from '../pnl-lines.ts';
import type { StatementInputs } from './compute-statement.ts';

export interface RollupSum {
  readonly day: string;
  readonly marketplaceId: string;
  readonly sku: string;
  readonly pnlLine: string;
  readonly currency: string;
  readonly status: 'estimated' | 'final';
  /** Decimal string. */
  readonly amount: string;
  readonly quantity: number;
}

/** The lines whose quantities carry a unit cost: units sold, and units returned to stock. */
export const COST_LINES = ['fullPriceFulfilledProductSales', 'productReturns'] as const;

/** Units of one day (and product) × the unit landed cost valid that day, summed per cost currency. */
export interface UnitCostSum {
  readonly day: string;
  readonly marketplaceId: string;
  readonly sku: string;
  readonly pnlLine: (typeof COST_LINES)[number];
  /** null: these units had no cost valid on the day. */
  readonly currency: string | null;
  /** Σ units × unit landed cost, positive, in `currency`. */
  readonly cost: string;
  readonly quantity: number;
  /** Order basis: some of these units are dated by their posted date, their order date being unknown. */
  readonly hasFallbackDates?: boolean;
}

/** One rate behind converted figures of a group. */
export interface RateUsed {
  readonly from: string;
  readonly to: string;
  readonly rate: string;
  readonly rateDate: string;
  readonly source: string;
}

export interface GroupInputs {
  readonly inputs: StatementInputs;
  readonly rates: RateUsed[];
}

interface LineAccumulator {
  amount: Decimal;
  quantity: number;
  isEstimated: boolean;
}

interface GroupAccumulator {
  ledger: Map<string, LineAccumulator>;
  sold: Decimal;
  returned: Decimal;
  hasMissingCost: boolean;
  rates: Map<string, RateUsed>;
}

const UNITS_LINE: TPnlLine = 'fullPriceFulfilledProductSales';

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale).units + rescale(b, scale).units, scale };
}

function newGroup(): GroupAccumulator {
  const zero = { units: 0n, scale: 0 };
  return { ledger: new Map(), sold: zero, returned: zero, hasMissingCost: false, rates: new Map() };
}

export interface BuildInputsOptions {
  readonly rates: RateTable;
  readonly targetCurrency: string;
  /** The groups a row counts in (for example its month and 'total'). */
  readonly groupsOf: (row: { day: string; marketplaceId: string; sku: string }) => readonly string[];
}

/** Throws FxRateMissingError (from convert) when a day has no usable rate. */
export function buildStatementInputs(
  rows: readonly RollupSum[],
  costs: readonly UnitCostSum[],
  options: BuildInputsOptions,
): Map<string, GroupInputs> {
  const groups = new Map<string, GroupAccumulator>();
  const groupFor = (key: string) => {
    let group = groups.get(key);
    if (!group) groups.set(key, (group = newGroup()));
    return group;
  };
  const toTarget = (amount: string, currency: string, day: string, targets: GroupAccumulator[]) => {
    const conversion = convert(amount, currency, options.targetCurrency, day, options.rates);
    if (conversion.source !== 'identity') {
      const used = { from: currency, to: options.targetCurrency, ...conversion };
      for (const group of targets) {
        group.rates.set(`${currency}|${conversion.rateDate}`, {
          from: used.from,
          to: used.to,
          rate: used.rate,
          rateDate: used.rateDate,
          source: used.source,
        });
      }
    }
    return parseDecimal(conversion.amount);
  };

  for (const row of rows) {
    const targets = options.groupsOf(row).map(groupFor);
    const amount = toTarget(row.amount, row.currency, row.day, targets);
    for (const group of targets) {
      const line = group.ledger.get(row.pnlLine) ?? {
        amount: { units: 0n, scale: 0 },
        quantity: 0,
        isEstimated: false,
      };
      line.amount = add(line.amount, amount);
      line.quantity += row.quantity;
      line.isEstimated ||= row.status === 'estimated';
      group.ledger.set(row.pnlLine, line);
    }
  }
  for (const cost of costs) {
    const targets = options.groupsOf(cost).map(groupFor);
    // Units without a cost, or (order basis) dated by a fallback, make the cost lines estimates.
    if (cost.hasFallbackDates && cost.quantity !== 0) for (const group of targets) group.hasMissingCost = true;
    if (cost.currency === null) {
      if (cost.quantity !== 0) for (const group of targets) group.hasMissingCost = true;
      continue;
    }
    const converted = toTarget(cost.cost, cost.currency, cost.day, targets);
    for (const group of targets) {
      if (cost.pnlLine === UNITS_LINE) group.sold = add(group.sold, converted);
      else group.returned = add(group.returned, converted);
    }
  }

  const result = new Map<string, GroupInputs>();
  for (const [key, group] of groups) {
    const ledger: Record<string, { amount: string; quantity: number; isEstimated: boolean }> = {};
    for (const [line, sum] of group.ledger) ledger[line] = { ...sum, amount: formatDecimal(sum.amount) };
    result.set(key, {
      inputs: {
        ledger,
        cogs: {
          soldUnitsCost: formatDecimal(group.sold),
          returnedUnitsCost: formatDecimal(group.returned),
          hasMissingCost: group.hasMissingCost,
        },
      },
      rates: [...group.rates.values()].sort(
        (a, b) => a.from.localeCompare(b.from) || a.rateDate.localeCompare(b.rateDate),
      ),
    });
  }
  return result;
}

/** Inputs of a group without any row: every line zero and final. */
export const EMPTY_STATEMENT_INPUTS: StatementInputs = {
  ledger: {},
  cogs: { soldUnitsCost: '0', returnedUnitsCost: '0', hasMissingCost: false },
};
