import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { notificationStore } from '../../../lib/notification-store';
import { downloadBlob } from './download-blob';
import { exportFileName, toCsv, type TExportSheet } from './export-sheet';

interface ExportMenuProps {
  tableId: string;
  label: string;
  /** What is shown: visible columns, current order, every row of the filter, the totals. */
  getSheet: () => Promise<TExportSheet>;
}

type TFormat = 'csv' | 'xlsx';

async function buildFile(format: TFormat, sheet: TExportSheet, label: string): Promise<Blob> {
  if (format === 'csv') return new Blob([toCsv(sheet)], { type: 'text/csv;charset=utf-8' });
  // The workbook writer is its own chunk: nothing of it loads until someone exports.
  const { buildXlsx, XLSX_MIME_TYPE } = await import('./xlsx-workbook');
  const bytes = await buildXlsx(sheet, label);
  return new Blob([bytes], { type: XLSX_MIME_TYPE });
}

/** The table as a CSV or XLSX file, with the raw exact values of what is on screen. */
export function ExportMenu({ tableId, label, getSheet }: ExportMenuProps) {
  const [pending, setPending] = useState<TFormat | null>(null);

  const run = async (format: TFormat) => {
    setPending(format);
    try {
      const blob = await buildFile(format, await getSheet(), label);
      downloadBlob(blob, exportFileName(tableId, format));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      notificationStore.show({ type: 'error', message: `The export could not be made: ${reason}` });
    } finally {
      setPending(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" loading={pending !== null}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>CSV</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>Excel (XLSX)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
