import { Button, Menu } from '@mantine/core';
import { paths } from '../../../config/paths';
import { statementFiltersToQuery, type StatementFilters } from '../../../lib/profit-loss/statement-filters';

/** The statement as a file, with the filters on screen; the browser downloads it with the session cookie. */
export function DownloadMenu({ sellerId, filters }: { sellerId: string; filters: StatementFilters }) {
  const href = (format: 'csv' | 'xlsx') =>
    paths.downloads.operationsReport.getHref(sellerId, { ...statementFiltersToQuery(filters), format });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">Download</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={href('csv')} download>
          CSV
        </Menu.Item>
        <Menu.Item component="a" href={href('xlsx')} download>
          XLSX
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
