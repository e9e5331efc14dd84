// The last steps of the pipeline: every bucket of the period (zero-filled), every line by key, the rates used.
import type { TOrderDating, TProfitLoss } from '@brandlens/contracts';
import {
  bucketOf,
  bucketsOf,
  computeStatement,
  EMPTY_STATEMENT_INPUTS,
  STATEMENT_LINES,
  type GroupInputs,
  type Statement,
  type StatementLineDefinition,
} from '@brandlens/reporting-core';
import type { StatementFilters } from './profit-loss-params.ts';
import type { DatingCount } from './profit-loss.queries.ts';

export const TOTAL_GROUP = 'total';

export function shapeStatement(
  groups: ReadonlyMap<string, GroupInputs>,
  filters: StatementFilters,
): Pick<TProfitLoss, 'periods' | 'lines' | 'rates'> {
  const periods = bucketsOf(filters.period, filters.view);
  const statementOf = (key: string): Statement =>
    computeStatement(groups.get(key)?.inputs ?? EMPTY_STATEMENT_INPUTS, filters.currency);
  const perPeriod = periods.map(statementOf);
  const total = statementOf(TOTAL_GROUP);
  const lines = (STATEMENT_LINES as readonly StatementLineDefinition[]).map((line) => {
    const key = line.key as keyof Statement;
    return {
      key: line.key,
      kind: line.kind,
      isHighlighted: line.isHighlighted ?? false,
      figures: perPeriod.map((statement) => statement[key]),
      total: total[key],
    };
  });
  const rates = periods.flatMap((period) => (groups.get(period)?.rates ?? []).map((rate) => ({ period, ...rate })));
  return { periods, lines, rates };
}

/** rows / of, as a decimal from 0 to 1 with 4 digits, rounded half up; '0.0000' when there is nothing to share. */
export function shareOf(rows: number, of: number): string {
  if (of === 0) return '0.0000';
  const tenThousandths = (BigInt(rows) * 20_000n + BigInt(of)) / (2n * BigInt(of));
  return `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
}

function dating(counts: { order: number; posted: number; fallback: number }): TOrderDating {
  return {
    orderDatedRows: counts.order,
    withoutOrderRows: counts.posted,
    fallbackRows: counts.fallback,
    fallbackShare: shareOf(counts.fallback, counts.order + counts.fallback),
  };
}

/** The order basis' dating counts per period of the statement (zero-filled) and in total. */
export function shapeOrderDating(
  counts: readonly DatingCount[],
  filters: StatementFilters,
): NonNullable<TProfitLoss['orderDating']> {
  const empty = () => ({ order: 0, posted: 0, fallback: 0 });
  const byPeriod = new Map<string, ReturnType<typeof empty>>();
  const total = empty();
  for (const count of counts) {
    const period = bucketOf(count.day, filters.view);
    const sums = byPeriod.get(period) ?? empty();
    const key = count.daySource === 'posted_fallback' ? 'fallback' : count.daySource;
    sums[key] += count.rows;
    total[key] += count.rows;
    byPeriod.set(period, sums);
  }
  return {
    periods: bucketsOf(filters.period, filters.view).map((period) => dating(byPeriod.get(period) ?? empty())),
    total: dating(total),
  };
}
