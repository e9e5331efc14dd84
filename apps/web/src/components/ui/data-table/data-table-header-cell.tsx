import { Table, UnstyledButton } from '@mantine/core';
import { cellClassName } from './data-table-cell';
import type { DataTableColumn, TSortDirection } from './data-table.types';
import classes from './data-table.module.css';

interface DataTableHeaderCellProps {
  column: DataTableColumn<never>;
  isFirst: boolean;
  /** The column's current order, false when the table is not sorted by it; null when it cannot sort. */
  sorted: TSortDirection | false | null;
  onSort: () => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one is a button, and the cell says the order it is sorted in. */
export function DataTableHeaderCell({ column, isFirst, sorted, onSort }: DataTableHeaderCellProps) {
  return (
    <Table.Th
      scope="col"
      className={cellClassName(column, isFirst)}
      aria-sort={sorted ? ARIA_SORT[sorted] : sorted === false ? 'none' : undefined}
    >
      {sorted === null ? (
        column.header
      ) : (
        <UnstyledButton className={classes.sortButton} onClick={onSort}>
          {column.header}
          {sorted ? (
            <span className={classes.sortIcon} aria-hidden="true">
              {sorted === 'asc' ? '▲' : '▼'}
            </span>
          ) : (
            <span className={classes.sortIconIdle} aria-hidden="true">
              ↕
            </span>
          )}
        </UnstyledButton>
      )}
    </Table.Th>
  );
}
