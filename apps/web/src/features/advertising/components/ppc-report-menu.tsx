import type { TAdFilters } from '@brandlens/contracts';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { useDownloadPpcReport, type TPpcReportFormat } from '../api/get-ppc-report-url';

const FORMATS: readonly { format: TPpcReportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
];

/** The PPC report (figures per campaign and day) of the filters on screen, as CSV or XLSX. */
export function PpcReportMenu({ sellerId, query }: { sellerId: string; query: TAdFilters }) {
  const download = useDownloadPpcReport(sellerId, query);
  return (
    <Stack gap={4} align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" loading={download.isPending}>
            Download PPC report
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map(({ format, label }) => (
            <Menu.Item key={format} onClick={() => download.mutate(format)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {download.isError ? (
        <Text size="xs" c="red" role="alert">
          {download.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
