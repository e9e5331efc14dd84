import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { adminErrorMessage } from '../../lib/admin/admin-request';
import type { AdminPage } from '../../lib/admin/admin-list-query';
import { DataTable } from '../ui/data-table/data-table';
import type { DataTableColumn } from '../ui/data-table/data-table.types';

// The admin lists on the product's table. The server pages by cursor and gives no total, so the
// table shows the rows loaded so far (the server's order: columns do not sort) and 'Load more'
// asks for the next page. A table page holds four server pages before its own pages start.
const ROWS_PER_TABLE_PAGE = 200;

interface AdminListTableProps<TRow> {
  tableId: string;
  label: string;
  /** Keep the array stable (module constant or memo). */
  columns: readonly DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string;
  list: UseInfiniteQueryResult<InfiniteData<AdminPage<TRow>>>;
  /** Shown instead of the table when nothing matches: what to do next. */
  emptyState: ReactNode;
}

export function AdminListTable<TRow extends RowData>({
  tableId,
  label,
  columns,
  getRowId,
  list,
  emptyState,
}: AdminListTableProps<TRow>) {
  const unsortable = useMemo(() => columns.map((column) => ({ ...column, isSortable: false })), [columns]);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  if (list.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={`Loading ${label.toLowerCase()}`} />
      </Group>
    );
  }
  // A failed 'Load more' keeps the loaded rows; only a failed first page replaces the table.
  if (list.data === undefined) {
    return (
      <Alert color="red" title={`${label} could not be loaded`} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{adminErrorMessage(list.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (rows.length === 0) return <>{emptyState}</>;

  return (
    <Stack gap="sm">
      <DataTable
        tableId={tableId}
        label={label}
        columns={unsortable}
        rows={rows}
        getRowId={getRowId}
        initialPageSize={ROWS_PER_TABLE_PAGE}
      />
      <Group justify="center" gap="sm">
        {list.hasNextPage ? (
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        ) : (
          <Text size="sm" c="dimmed">{`All ${rows.length} shown.`}</Text>
        )}
      </Group>
      {list.isFetchNextPageError ? (
        <Alert color="red" role="alert">
          {adminErrorMessage(list.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
