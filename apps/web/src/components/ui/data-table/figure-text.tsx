import type { TDataTableColumnKind } from './data-table.types';
import { EstimatedMark } from './estimated-mark';
import { formatFigure, isNegativeDecimal } from './format-figure';
import classes from './figure-text.module.css';

interface FigureTextProps {
  value: string;
  kind: TDataTableColumnKind;
  currency?: string | undefined;
  isEstimated?: boolean | undefined;
}

/** A figure as every table shows it: currency code, minus sign in the negative colour, estimated mark. */
export function FigureText({ value, kind, currency, isEstimated = false }: FigureTextProps) {
  const isNegative = kind !== 'text' && kind !== 'date' && isNegativeDecimal(value);
  return (
    <span
      className={isNegative ? `${classes.figure} ${classes.negative}` : classes.figure}
      data-status={isEstimated ? 'estimated' : 'final'}
    >
      {formatFigure(value, kind, currency)}
      {isEstimated ? <EstimatedMark /> : null}
    </span>
  );
}
