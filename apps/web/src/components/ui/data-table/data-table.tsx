import { Group, Stack, Table } from '@mantine/core';
import { useTable, type PaginationState, type RowData, type SortingState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { CellValue, cellClassName, DataTableCell } from './data-table-cell';
import { DataTableHeaderCell } from './data-table-header-cell';
import classes from './data-table.module.css';
import type { DataTableColumn, DataTableServerState, TDataTableSort } from './data-table.types';
import { ExportMenu } from './export-menu';
import { buildExportSheet } from './export-sheet';
import { dataTableFeatures, firstSortDirection, toColumnDef } from './table-model';
import { TablePagination } from './table-pagination';
import { useHiddenColumns } from './use-hidden-columns';

export interface DataTableProps<TRow> {
  /** Names the remembered column choice and the export files: 'profit-loss-products'. */
  tableId: string;
  /** The table's accessible name. */
  label: string;
  /** Keep the array stable (module constant or memo): a new one rebuilds the table model. */
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  /** Shows the totals row, this text in its first cell and each column's `total` beside it. */
  totalsLabel?: string;
  /** Rows sorted, paged and counted by the server; without it the table does all of that itself. */
  server?: DataTableServerState<TRow>;
  initialSort?: TDataTableSort;
  initialPageSize?: number;
  /** Under the table, next to the pages: the legend of the marks the figures carry. */
  legend?: ReactNode;
  emptyText?: string;
}

const fromSortingState = ([first]: SortingState): TDataTableSort | undefined =>
  first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : undefined;

const toSortingState = (sort: TDataTableSort | undefined): SortingState =>
  sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];

/**
 * The product's one table: sticky header, first column and totals row, sortable columns, a
 * column choice kept per table, pages, and CSV/XLSX export of what is shown.
 */
export function DataTable<TRow extends RowData>({
  tableId,
  label,
  columns,
  rows,
  getRowId,
  totalsLabel,
  server,
  initialSort,
  initialPageSize = 50,
  legend,
  emptyText = 'No rows to show.',
}: DataTableProps<TRow>) {
  const hideableIds = useMemo(
    () => columns.slice(1).flatMap((column) => (column.canHide === false ? [] : [column.id])),
    [columns],
  );
  const { hidden, setColumnHidden } = useHiddenColumns(tableId, hideableIds);
  const columnVisibility = useMemo(() => Object.fromEntries(hidden.map((id) => [id, false])), [hidden]);
  const columnDefs = useMemo(() => columns.map((column, index) => toColumnDef(column, index === 0)), [columns]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const [sorting, setSorting] = useState<SortingState>(() => toSortingState(initialSort));
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: initialPageSize });

  // Client pages: a page past the end (fewer rows after new data) shows the last one instead.
  const pageCount = Math.max(1, Math.ceil(rows.length / pagination.pageSize));
  const clientPagination = { ...pagination, pageIndex: Math.min(pagination.pageIndex, pageCount - 1) };

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rows,
    getRowId,
    state: {
      sorting: server ? toSortingState(server.sort) : sorting,
      columnVisibility,
      pagination: server ? { pageIndex: server.page - 1, pageSize: server.pageSize } : clientPagination,
    },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    manualSorting: server !== undefined,
    manualPagination: server !== undefined,
    ...(server ? { rowCount: server.totalRows } : {}),
    enableSortingRemoval: false,
    // A new order starts again from the first page; onSort does it where the user asks for it.
    autoResetPageIndex: false,
  });

  const visibleColumns = table.getVisibleLeafColumns().flatMap((column) => byId.get(column.id) ?? []);
  const sort = server?.sort ?? fromSortingState(sorting);

  const onSort = (column: DataTableColumn<TRow>) => {
    const direction =
      sort?.columnId === column.id ? (sort.direction === 'desc' ? 'asc' : 'desc') : firstSortDirection(column);
    if (server) server.onSortChange({ columnId: column.id, direction });
    else {
      setSorting([{ id: column.id, desc: direction === 'desc' }]);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    }
  };

  const getSheet = async () => {
    const allRows = server
      ? await server.loadAllRows()
      : table.getPrePaginatedRowModel().rows.map((row) => row.original);
    return buildExportSheet(visibleColumns, allRows, totalsLabel);
  };

  return (
    <Stack gap="xs">
      <Group justify="flex-end" gap="xs">
        <ColumnVisibilityMenu
          label={label}
          columns={columns.map((column, index) => ({
            id: column.id,
            header: column.header,
            isVisible: !hidden.includes(column.id),
            canHide: index > 0 && column.canHide !== false,
          }))}
          onChange={(columnId, isVisible) => setColumnHidden(columnId, !isVisible)}
        />
        <ExportMenu tableId={tableId} label={label} getSheet={getSheet} />
      </Group>
      <div className={classes.scroll} role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
        <Table aria-label={label} className={classes.table} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {visibleColumns.map((column, index) => (
                <DataTableHeaderCell
                  key={column.id}
                  column={column}
                  isFirst={index === 0}
                  sorted={column.isSortable === false ? null : sort?.columnId === column.id ? sort.direction : false}
                  onSort={() => onSort(column)}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {visibleColumns.map((column, index) => (
                  <DataTableCell key={column.id} column={column} row={row.original} isFirst={index === 0} />
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={visibleColumns.length}>{emptyText}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
          {totalsLabel !== undefined ? (
            <Table.Tfoot>
              <Table.Tr data-testid="totals-row">
                {visibleColumns.map((column, index) =>
                  index === 0 ? (
                    <Table.Th key={column.id} scope="row" className={classes.first}>
                      {totalsLabel}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.id} className={cellClassName(column, false)}>
                      {column.total === undefined ? null : <CellValue column={column} value={column.total} />}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </div>
      <Group justify="space-between" align="center" gap="sm">
        <div>{legend}</div>
        <TablePagination
          page={server ? server.page : clientPagination.pageIndex + 1}
          pageSize={server ? server.pageSize : pagination.pageSize}
          totalRows={server ? server.totalRows : table.getPrePaginatedRowModel().rows.length}
          onPageChange={server ? server.onPageChange : (page) => table.setPageIndex(page - 1)}
          onPageSizeChange={server ? server.onPageSizeChange : (pageSize) => setPagination({ pageIndex: 0, pageSize })}
        />
      </Group>
    </Stack>
  );
}
