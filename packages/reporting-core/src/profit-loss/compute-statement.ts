/**
 * The pure step of the P&L pipeline: per period sums of the ledger lines (one
 * currency, already converted) and the cost of goods in, every statement line
 * out, as exact decimal strings with 'estimated' or 'final' on each figure.
 */
import { formatDecimal, parseDecimal, rescale, type Decimal } from '../decimal.ts';
import { minorDigits } from '../money.ts';
import type { TPnlLine } from '../pnl-lines.ts';
import { STATEMENT_LINES, type StatementLineDefinition, type TStatementLineKey } from './statement-lines.ts';

export type TFigureStatus = 'estimated' | 'final';

export interface LedgerLineSum {
  /** Signed as in the settlement: money in positive, money out negative. */
  readonly amount: string;
  readonly quantity: number;
  readonly isEstimated: boolean;
}

export interface StatementInputs {
  readonly ledger: Partial<Record<TPnlLine, LedgerLineSum>>;
  readonly cogs: {
    /** Units sold × their unit landed cost on the sale day, positive. */
    readonly soldUnitsCost: string;
    /** Units on refund rows × their unit landed cost, positive: stock that came back. */
    readonly returnedUnitsCost: string;
    /**
     * Some sold or returned unit had no cost valid on its day, or (order basis) is dated by its
     * posted date because its order date is unknown: the cost lines are estimates.
     */
    readonly hasMissingCost: boolean;
  };
  /** Figures from outside the settlement (ads on other channels, other platforms); '0' when absent. */
  readonly external?: { readonly otherAdExpenses?: string; readonly otherPlatformEbitda?: string };
}

export interface StatementFigure {
  readonly amount: string;
  readonly status: TFigureStatus;
}

export type Statement = Record<TStatementLineKey, StatementFigure>;

interface Working {
  value: Decimal;
  isEstimated: boolean;
}

const ZERO: Decimal = { units: 0n, scale: 0 };

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale).units + rescale(b, scale).units, scale };
}

const negate = (value: Decimal): Decimal => ({ units: -value.units, scale: value.scale });

function baseFigure(line: StatementLineDefinition, inputs: StatementInputs): Working {
  const sum = line.ledgerLine ? inputs.ledger[line.ledgerLine] : undefined;
  switch (line.kind) {
    case 'ledger':
      return { value: sum ? parseDecimal(sum.amount) : ZERO, isEstimated: sum?.isEstimated ?? false };
    case 'units':
      return { value: { units: BigInt(sum?.quantity ?? 0), scale: 0 }, isEstimated: sum?.isEstimated ?? false };
    case 'cost': {
      const isSold = line.key === 'landedCostOfGoodsSold';
      const cost = parseDecimal(isSold ? inputs.cogs.soldUnitsCost : inputs.cogs.returnedUnitsCost);
      return { value: isSold ? negate(cost) : cost, isEstimated: inputs.cogs.hasMissingCost };
    }
    case 'external': {
      const external = inputs.external ?? {};
      const text = line.key === 'otherAdExpenses' ? external.otherAdExpenses : external.otherPlatformEbitda;
      return { value: parseDecimal(text ?? '0'), isEstimated: false };
    }
    default:
      throw new Error(`Line ${line.key} is derived`);
  }
}

/** Every statement line of one period, amounts in `currency`'s minor digits (units sold as a whole number). */
export function computeStatement(inputs: StatementInputs, currency: string): Statement {
  const digits = minorDigits(currency);
  const working = new Map<string, Working>();
  for (const line of STATEMENT_LINES as readonly StatementLineDefinition[]) {
    if (line.kind !== 'derived') {
      working.set(line.key, baseFigure(line, inputs));
      continue;
    }
    let value = ZERO;
    let isEstimated = false;
    for (const part of line.sumOf ?? []) {
      const figure = working.get(part);
      if (!figure) throw new Error(`Line ${line.key} refers to ${part} before it is computed`);
      value = add(value, figure.value);
      isEstimated ||= figure.isEstimated;
    }
    working.set(line.key, { value, isEstimated });
  }
  const statement = {} as Record<string, StatementFigure>;
  for (const [key, figure] of working) {
    const scale = key === 'unitsSold' ? 0 : digits;
    statement[key] = {
      amount: formatDecimal(rescale(figure.value, scale)),
      status: figure.isEstimated ? 'estimated' : 'final',
    };
  }
  return statement as Statement;
}

/** Adds two decimal strings exactly (the sum keeps the larger number of decimal places). */
export function addDecimalStrings(a: string, b: string): string {
  return formatDecimal(add(parseDecimal(a), parseDecimal(b)));
}
