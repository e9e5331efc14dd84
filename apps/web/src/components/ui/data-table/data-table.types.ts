import type { ReactNode } from 'react';

// The public shape of a table: generic over the row, so any screen (the per-product P&L, the
// dashboard's portfolio) describes its columns once and gets sorting, column choice, totals,
// pagination and export from the same component.

export type TDataTableColumnKind = 'text' | 'money' | 'units' | 'percent' | 'date';

/** A number as the API sends it: an exact decimal string, never a float. */
export interface TableFigure {
  /** '-1234.50'; percent figures are percentage points ('12.5' is 12.5 %). */
  value: string;
  /** A settlement behind the figure is not final yet. */
  isEstimated?: boolean;
  /** Money whose currency differs per row; otherwise the column's currency applies. */
  currency?: string;
}

/** Text and dates are strings ('YYYY-MM-DD' for a date); numbers a decimal string or a figure. */
export type TableCellValue = string | TableFigure | null;

export interface DataTableColumn<TRow> {
  /** Stable key: sort state, remembered column choice and export all refer to it. */
  id: string;
  header: string;
  kind: TDataTableColumnKind;
  /** The raw value: what sorting compares and what the export writes. */
  accessor: (row: TRow) => TableCellValue;
  /** The column's figure in the totals row (over every row of the filter, not only this page). */
  total?: TableCellValue;
  /** ISO 4217 code of a money column. */
  currency?: string;
  /** Defaults to true; a server-sorted table marks the columns its API cannot sort by. */
  isSortable?: boolean;
  /** Defaults to true; the first column can never be hidden. */
  canHide?: boolean;
  /** Turns the cell into a link to this row's page. */
  link?: (row: TRow) => string | undefined;
  /** Display only (a flag next to a name); sorting and export keep using the accessor. */
  render?: (row: TRow) => ReactNode;
  /** Long text cut to one line, the full text on hover. */
  isTruncated?: boolean;
}

export type TSortDirection = 'asc' | 'desc';

export interface TDataTableSort {
  columnId: string;
  direction: TSortDirection;
}

/** A table whose rows the server sorts and pages: the component shows one page and asks for more. */
export interface DataTableServerState<TRow> {
  sort: TDataTableSort;
  onSortChange: (sort: TDataTableSort) => void;
  /** 1-based. */
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Every row of the current filter in the current order: what an export writes. */
  loadAllRows: () => Promise<TRow[]>;
}

export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const;

export const isNumericKind = (kind: TDataTableColumnKind): boolean =>
  kind === 'money' || kind === 'units' || kind === 'percent';
