import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobText, captureDownloads } from '../../../test/capture-downloads';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableServerState } from './data-table.types';
import { hiddenColumnsKey } from './use-hidden-columns';

interface Row {
  sku: string;
  title: string;
  net: string;
  isEstimated: boolean;
  margin: string;
}

const nbsp = '\u00a0';

const columns: DataTableColumn<Row>[] = [
  { id: 'sku', header: 'SKU', kind: 'text', accessor: (row) => row.sku, link: (row) => `/products/${row.sku}` },
  { id: 'title', header: 'Title', kind: 'text', accessor: (row) => row.title, isTruncated: true },
  {
    id: 'net',
    header: 'Net sales',
    kind: 'money',
    currency: 'EUR',
    accessor: (row) => ({ value: row.net, isEstimated: row.isEstimated }),
    total: { value: '9007199254740993.11', isEstimated: true },
  },
  { id: 'margin', header: 'Margin', kind: 'percent', accessor: (row) => row.margin, total: '12.5' },
];

// Amounts a float would tie or misorder: 0.1 against 0.10000000000000001, and beyond 2^53.
const rows: Row[] = [
  { sku: 'A', title: 'Alpha', net: '0.10000000000000001', isEstimated: false, margin: '10' },
  { sku: 'B', title: 'Bravo', net: '9007199254740993.00', isEstimated: true, margin: '-5.25' },
  { sku: 'C', title: 'Charlie', net: '0.1', isEstimated: false, margin: '7' },
  { sku: 'D', title: 'Delta', net: '9007199254740992.99', isEstimated: false, margin: '7' },
  { sku: 'E', title: 'Echo', net: '-1234.50', isEstimated: false, margin: '0' },
  { sku: 'F', title: 'Foxtrot', net: '0.10', isEstimated: false, margin: '3' },
];

const rowId = (row: Row) => row.sku;

// Plain selectors: role queries over hundreds of rows are slow in jsdom.
const bodySkus = () =>
  [...screen.getByRole('table', { name: 'Products' }).querySelectorAll('tbody th[scope="row"]')].map(
    (cell) => cell.textContent,
  );

function renderTable(extra: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <DataTable
      tableId="test-products"
      label="Products"
      columns={columns}
      rows={rows}
      getRowId={rowId}
      totalsLabel="Totals (6 products)"
      {...extra}
    />,
  );
}

afterEach(() => window.localStorage.clear());

describe('DataTable', () => {
  it('is a real table: named, header cells, row headers, figures with currency and the estimated mark', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SKU↕', 'Title↕', 'Net sales↕', 'Margin↕']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'A' }).getAttribute('href')).toBe('/products/A');
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bravo', `EUR${nbsp}9,007,199,254,740,993.00*`, '-5.25 %']);
    expect(within(second!).getByRole('img', { name: 'estimated' })).toBeTruthy();
    expect(within(second!).getByText('Bravo').getAttribute('title')).toBe('Bravo');
    // A negative figure carries the minus sign and the negative colour's class.
    const negative = within(table).getByText('-EUR 1,234.50');
    expect(negative.className).toMatch(/negative/);
  });

  it('keeps the totals row in the table foot with its label and each total', () => {
    renderTable();
    const totals = screen.getByTestId('totals-row');
    expect(totals.parentElement?.tagName).toBe('TFOOT');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Totals (6 products)');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', `EUR${nbsp}9,007,199,254,740,993.11*`, '12.5 %']);
  });

  it('sorts on exact decimals, largest first, then ascending; ties keep their order', () => {
    renderTable();
    expect(bodySkus()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const header = () => screen.getByRole('columnheader', { name: /Net sales/ });
    expect(header().getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header()).getByRole('button', { name: 'Net sales' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    // 0.1, 0.10 tie and keep the order they came in, under 0.10000000000000001.
    expect(bodySkus()).toEqual(['B', 'D', 'A', 'C', 'F', 'E']);

    fireEvent.click(within(header()).getByRole('button', { name: 'Net sales' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(bodySkus()).toEqual(['E', 'C', 'F', 'A', 'D', 'B']);

    // A text column starts from A; the other header goes back to unsorted.
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(header().getAttribute('aria-sort')).toBe('none');
  });

  it('hides a column from the menu, remembers it per table, and never offers the first column', async () => {
    const view = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Columns of Products' });
    expect((within(menu).getByRole('checkbox', { name: 'SKU' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Title' }));

    expect(screen.queryByRole('columnheader', { name: /Title/ })).toBeNull();
    expect(within(screen.getByTestId('totals-row')).getAllByRole('cell')).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem(hiddenColumnsKey('test-products')) ?? '[]')).toEqual(['title']);

    view.unmount();
    renderTable();
    expect(screen.queryByRole('columnheader', { name: /Title/ })).toBeNull();
    renderWithProviders(
      <DataTable tableId="other-table" label="Other" columns={columns} rows={rows} getRowId={rowId} />,
    );
    expect(screen.getByRole('table', { name: 'Other' }).querySelectorAll('th[scope="col"]')).toHaveLength(4);
  });

  it('exports the visible columns in order, every row in the current sort, and the totals, as CSV', async () => {
    window.localStorage.setItem(hiddenColumnsKey('test-products'), JSON.stringify(['title']));
    const capture = captureDownloads();
    try {
      renderTable({ initialPageSize: 25, rows: [...rows, ...manyRows(40)] });
      fireEvent.click(screen.getByRole('button', { name: 'Net sales' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      const [download] = capture.downloads;
      expect(download!.fileName).toMatch(/^test-products-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await blobText(download!.blob)).split('\r\n');
      expect(lines[0]).toBe('SKU,Net sales (EUR),Net sales status,Margin (%)');
      expect(lines.slice(1, 4)).toEqual([
        'B,9007199254740993.00,estimated,-5.25',
        'D,9007199254740992.99,final,7',
        'P-40,40.00,final,1',
      ]);
      // 46 rows, not the 25 of the page, then the totals.
      expect(lines).toHaveLength(1 + 46 + 1 + 1);
      expect(lines.at(-2)).toBe('Totals (6 products),9007199254740993.11,estimated,12.5');
    } finally {
      capture.restore();
    }
  });

  it('exports an XLSX workbook with number cells, loading its writer only then', async () => {
    const capture = captureDownloads();
    try {
      renderTable();
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      const [download] = capture.downloads;
      expect(download!.fileName).toMatch(/^test-products-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(download!.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const ExcelJS = (await import('exceljs')).default;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await download!.blob.arrayBuffer());
      const sheet = workbook.getWorksheet(1)!;
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'SKU',
        'Title',
        'Net sales (EUR)',
        'Net sales status',
        'Margin (%)',
      ]);
      expect(sheet.getCell('C6').value).toBe(-1234.5);
      expect(sheet.getCell('A8').value).toBe('Totals (6 products)');
    } finally {
      capture.restore();
    }
  });

  it(
    'pages 5,000 rows: a page at a time, a page size to choose, back to page 1 on a new sort',
    { timeout: 20_000 },
    () => {
      renderTable({ rows: manyRows(5000), totalsLabel: 'Totals' });
      expect(bodySkus()).toHaveLength(50);
      expect(screen.getByText('Rows 1–50 of 5,000')).toBeTruthy();

      fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '200' } });
      expect(bodySkus()).toHaveLength(200);
      fireEvent.click(screen.getByRole('button', { name: 'Page 25' }));
      expect(screen.getByText('Rows 4,801–5,000 of 5,000')).toBeTruthy();
      expect(bodySkus().at(-1)).toBe('P-5000');

      fireEvent.click(screen.getByRole('button', { name: 'Net sales' }));
      expect(screen.getByText('Rows 1–200 of 5,000')).toBeTruthy();
      expect(bodySkus().slice(0, 2)).toEqual(['P-5000', 'P-4999']);
    },
  );

  it('leaves order and pages to the server when it owns them, and exports all its rows', async () => {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    const loadAllRows = vi.fn(async () => [...rows].reverse());
    const server: DataTableServerState<Row> = {
      sort: { columnId: 'net', direction: 'desc' },
      onSortChange,
      page: 2,
      pageSize: 25,
      totalRows: 60,
      onPageChange,
      loadAllRows,
    };
    const capture = captureDownloads();
    try {
      renderTable({
        server,
        columns: columns.map((column) => (column.id === 'title' ? { ...column, isSortable: false } : column)),
      });
      // The rows stay as the server sent them.
      expect(bodySkus()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      expect(screen.getByRole('columnheader', { name: /Net sales/ }).getAttribute('aria-sort')).toBe('descending');
      expect(screen.queryByRole('button', { name: 'Title' })).toBeNull();
      expect(screen.getByText('Rows 26–50 of 60')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Net sales' }));
      expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'net', direction: 'asc' });
      fireEvent.click(screen.getByRole('button', { name: 'Margin' }));
      expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'margin', direction: 'desc' });
      fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(onPageChange).toHaveBeenCalledWith(3);

      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(capture.downloads).toHaveLength(1));
      const lines = (await blobText(capture.downloads[0]!.blob)).split('\r\n');
      expect(loadAllRows).toHaveBeenCalledTimes(1);
      expect(lines.slice(1, 7).map((line) => line.split(',')[0])).toEqual(['F', 'E', 'D', 'C', 'B', 'A']);
    } finally {
      capture.restore();
    }
  });
});

function manyRows(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    sku: `P-${index + 1}`,
    title: `Product ${index + 1}`,
    net: `${index + 1}.00`,
    isEstimated: false,
    margin: '1',
  }));
}
