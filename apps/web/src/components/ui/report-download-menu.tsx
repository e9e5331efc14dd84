import { Button, Menu, type MantineSize } from '@mantine/core';

/** The file formats every server-made report comes in. */
export type ReportFileFormat = 'csv' | 'xlsx';

const FORMATS: readonly { format: ReportFileFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
];

interface ReportDownloadMenuProps {
  /** The button's text, which is also its accessible name. */
  label: string;
  /** The report's URL for one format, with the filters on screen (built by config/paths). */
  getHref: (format: ReportFileFormat) => string;
  size?: MantineSize;
}

/**
 * A report the server makes, offered as CSV or XLSX: plain links, so the browser downloads the
 * file itself and sends the session cookie with the request.
 */
export function ReportDownloadMenu({ label, getHref, size }: ReportDownloadMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" {...(size ? { size } : {})}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label: formatLabel }) => (
          <Menu.Item key={format} component="a" href={getHref(format)} download>
            {formatLabel}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
