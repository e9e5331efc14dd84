import { Text } from '@mantine/core';
import { formatFigure } from '../utils/statement-lines';

interface StatementFigureProps {
  amount: string;
  status: 'estimated' | 'final';
  kind: string;
  currency: string;
}

/** One figure with its currency; an estimated one carries a mark the legend explains. */
export function StatementFigure({ amount, status, kind, currency }: StatementFigureProps) {
  return (
    <span data-status={status}>
      {formatFigure(amount, kind, currency)}
      {status === 'estimated' ? (
        <Text span c="orange.8" fw={700} title="Estimated" aria-label="estimated">
          *
        </Text>
      ) : null}
    </span>
  );
}
