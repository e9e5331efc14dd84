import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE_OPTIONS } from './data-table.types';

interface TablePaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
}

const count = new Intl.NumberFormat('en-US');

/** Where the page sits in the whole list, how many rows a page holds, and the pages. */
export function TablePagination({ page, pageSize, totalRows, onPageChange, onPageSizeChange }: TablePaginationProps) {
  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  const first = totalRows === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalRows, page * pageSize);
  const sizes: number[] = PAGE_SIZE_OPTIONS.includes(pageSize as (typeof PAGE_SIZE_OPTIONS)[number])
    ? [...PAGE_SIZE_OPTIONS]
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);

  return (
    <Group gap="sm" justify="flex-end" wrap="wrap">
      <Text size="xs" c="dimmed" aria-live="polite">
        {`Rows ${count.format(first)}–${count.format(last)} of ${count.format(totalRows)}`}
      </Text>
      {onPageSizeChange ? (
        <NativeSelect
          size="xs"
          aria-label="Rows per page"
          value={String(pageSize)}
          data={sizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        />
      ) : null}
      {pageCount > 1 ? (
        <Pagination
          size="sm"
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
    </Group>
  );
}
