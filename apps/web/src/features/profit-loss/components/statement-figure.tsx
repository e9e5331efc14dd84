import { FigureText } from '../../../components/ui/data-table/figure-text';

interface StatementFigureProps {
  amount: string;
  status: 'estimated' | 'final';
  /** The statement line's kind: units are a count, every other line an amount of money. */
  kind: string;
  currency: string;
}

/** One statement figure, drawn like every figure of the product's tables (currency, sign colour, estimated mark). */
export function StatementFigure({ amount, status, kind, currency }: StatementFigureProps) {
  return (
    <FigureText
      value={amount}
      kind={kind === 'units' ? 'units' : 'money'}
      currency={currency}
      isEstimated={status === 'estimated'}
    />
  );
}
