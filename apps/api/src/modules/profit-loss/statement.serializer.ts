// The last steps of the pipeline: every bucket of the period (zero-filled), every line by key, the rates used.
import type { TProfitLoss } from '@brandlens/contracts';
import {
  bucketsOf,
  computeStatement,
  EMPTY_STATEMENT_INPUTS,
  STATEMENT_LINES,
  type GroupInputs,
  type Statement,
  type StatementLineDefinition,
} from '@brandlens/reporting-core';
import type { StatementFilters } from './profit-loss-params.ts';

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
