import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNumericKind, type DataTableColumn, type TableCellValue } from './data-table.types';
import classes from './data-table.module.css';
import { FigureText } from './figure-text';

const MISSING = '—';

/** Sticky for the first column, right-aligned tabular figures for numbers. */
export const cellClassName = (column: DataTableColumn<never>, isFirst: boolean): string | undefined =>
  [isFirst ? classes.first : '', isNumericKind(column.kind) ? classes.number : ''].filter(Boolean).join(' ') ||
  undefined;

/** A value as the column's kind shows it; the figure renderer for every number. */
export function CellValue({ column, value }: { column: DataTableColumn<never>; value: TableCellValue }) {
  if (value === null) return <>{MISSING}</>;
  const figure = typeof value === 'string' ? { value } : value;
  if (column.kind === 'text') return <>{figure.value}</>;
  return (
    <FigureText
      value={figure.value}
      kind={column.kind}
      currency={figure.currency ?? column.currency}
      isEstimated={figure.isEstimated}
    />
  );
}

interface DataTableCellProps<TRow> {
  column: DataTableColumn<TRow>;
  row: TRow;
  isFirst: boolean;
}

export function DataTableCell<TRow>({ column, row, isFirst }: DataTableCellProps<TRow>) {
  const value = column.accessor(row);
  const text = value === null ? undefined : typeof value === 'string' ? value : value.value;
  let content: ReactNode = column.render ? column.render(row) : <CellValue column={column} value={value} />;
  if (column.isTruncated) {
    content = (
      <span className={classes.truncate} title={text}>
        {content}
      </span>
    );
  }
  const href = column.link?.(row);
  if (href) {
    content = (
      <Anchor component={Link} to={href} size="sm">
        {content}
      </Anchor>
    );
  }
  // The first cell names its row for assistive technology, as the header names the column.
  return isFirst ? (
    <Table.Th scope="row" className={`${cellClassName(column, true)} ${classes.rowHeader}`}>
      {content}
    </Table.Th>
  ) : (
    <Table.Td className={cellClassName(column, false)}>{content}</Table.Td>
  );
}
