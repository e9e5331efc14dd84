import {
  columnVisibilityFeature,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import { compareDecimalStrings, compareText, sortValue } from './compare-values';
import { isNumericKind, type DataTableColumn, type TSortDirection } from './data-table.types';

// The TanStack Table side of the data table: which of its features run (client sorting and
// pagination, column visibility) and how a column of ours becomes one of its column definitions.

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

type TFeatures = typeof dataTableFeatures;

// The accessor gives the sort value (undefined when missing, so it goes last either way); ties
// keep the order the rows came in, which TanStack's sorted model does after every comparator.
const byDecimal: SortFn<TFeatures, RowData> = (a, b, id) =>
  compareDecimalStrings(a.getValue<string>(id), b.getValue<string>(id));
const byText: SortFn<TFeatures, RowData> = (a, b, id) => compareText(a.getValue<string>(id), b.getValue<string>(id));
// ISO dates ('2024-03-01', '2024-03-01T10:00:00Z') order as text.
const byIsoDate: SortFn<TFeatures, RowData> = (a, b, id) => {
  const left = a.getValue<string>(id);
  const right = b.getValue<string>(id);
  return left < right ? -1 : left > right ? 1 : 0;
};

export function toColumnDef<TRow extends RowData>(
  column: DataTableColumn<TRow>,
  isFirst: boolean,
): ColumnDef<TFeatures, TRow> {
  return {
    id: column.id,
    header: column.header,
    accessorFn: (row) => sortValue(column.accessor(row)),
    sortFn: (isNumericKind(column.kind) ? byDecimal : column.kind === 'date' ? byIsoDate : byText) as SortFn<
      TFeatures,
      TRow
    >,
    sortUndefined: 'last',
    enableSorting: column.isSortable !== false,
    enableHiding: !isFirst && column.canHide !== false,
  };
}

/** Biggest figures and newest dates first; names from A. */
export const firstSortDirection = (column: DataTableColumn<never>): TSortDirection =>
  column.kind === 'text' ? 'asc' : 'desc';
