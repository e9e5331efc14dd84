import type { TImportKind } from '@brandlens/contracts';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { formatFileSize } from '../../../lib/format/format-file-size';
import { notificationStore } from '../../../lib/notification-store';
import type { UploadProgress } from '../../../lib/upload-file';
import { useCreateImport } from '../api/create-import';
import { REPORT_FILE_ACCEPT } from '../utils/describe-import';
import { readReportFileKind, todayUtc } from '../utils/report-file-kind';
import { ImportProgress } from './import-progress';
import { InventoryReportFields, type InventoryReportPlacement } from './inventory-report-fields';
import { ReportMarketplaceFields } from './report-marketplace-fields';

const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/** The chosen file and which report its first line says it is (undefined while it is read, or when none). */
interface ChosenFile {
  file: File;
  kind: TImportKind | undefined;
}

/**
 * Pick or drop a settlement flat file, an All Orders report, an FBA inventory report, an FBA
 * customer returns report or an advertising console report (the server tells them apart by their
 * header), watch the bytes go up, then the import's own progress. An FBA inventory report also gets
 * its day and marketplace, an advertising or returns report its marketplace, which the reports
 * themselves lack.
 * The chosen file and the bytes sent are UI state; the import itself lives in the query cache.
 */
export function ReportUpload({ sellerId }: { sellerId: string }) {
  const inputId = useId();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [placement, setPlacement] = useState<InventoryReportPlacement>(() => ({ asOf: todayUtc(), marketplaceId: '' }));
  const [sent, setSent] = useState<UploadProgress | null>(null);
  const createImport = useCreateImport(sellerId);
  const file = chosen?.file ?? null;
  const isInventory = chosen?.kind === 'inventory';
  const isAdReport = chosen?.kind === 'ads-report';
  const isReturnsReport = chosen?.kind === 'fba-returns';

  const choose = (next: File | null) => {
    setChosen(next ? { file: next, kind: undefined } : null);
    if (!next) return;
    void readReportFileKind(next).then(
      (kind) => setChosen((current) => (current?.file === next ? { file: next, kind } : current)),
      // An unreadable file is still sent: the server gives the reason.
      () => undefined,
    );
  };

  const upload = () => {
    if (!file) return;
    setSent({ loaded: 0, total: file.size });
    const marketplaceField = placement.marketplaceId ? { marketplaceId: placement.marketplaceId } : {};
    const fields = isInventory
      ? { asOf: placement.asOf, ...marketplaceField }
      : isAdReport || isReturnsReport
        ? marketplaceField
        : undefined;
    createImport.mutate(
      { file, onProgress: setSent, ...(fields ? { fields } : {}) },
      {
        onSuccess: () => setChosen(null),
        onError: (error) => notificationStore.show({ message: error.message, type: 'error' }),
        onSettled: () => setSent(null),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p="lg"
        style={{ borderStyle: 'dashed' }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        data-testid="report-drop-zone"
      >
        <Stack gap="xs">
          <label htmlFor={inputId}>
            <Text fw={500}>Report file</Text>
          </label>
          <Text size="sm" c="dimmed">
            Drop a settlement flat file (V2 or V1), an All Orders report (for the order-date P&amp;L), an FBA inventory
            report (stock per SKU), an FBA customer returns report (return reasons), .txt, .tsv or .csv, or a Sponsored
            Products report of the advertising console (.csv or .xlsx), here or choose one. The first line tells which
            report it is. Files of any size are streamed.
          </Text>
          <input
            id={inputId}
            type="file"
            accept={REPORT_FILE_ACCEPT}
            disabled={createImport.isPending}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
          {file ? <Text size="sm">{`${file.name} · ${formatFileSize(file.size)}`}</Text> : null}
          {isInventory ? (
            <InventoryReportFields
              sellerId={sellerId}
              value={placement}
              onChange={setPlacement}
              maxDay={todayUtc()}
              disabled={createImport.isPending}
            />
          ) : null}
          {isReturnsReport || isAdReport ? (
            <ReportMarketplaceFields
              kind={isReturnsReport ? 'returns' : 'ads'}
              sellerId={sellerId}
              marketplaceId={placement.marketplaceId}
              onChange={(marketplaceId) => setPlacement((current) => ({ ...current, marketplaceId }))}
              disabled={createImport.isPending}
            />
          ) : null}
        </Stack>
      </Paper>
      <Group>
        <Button onClick={upload} disabled={!file || (isInventory && !placement.asOf)} loading={createImport.isPending}>
          Upload report
        </Button>
      </Group>
      {sent ? (
        <Stack gap={4}>
          <Progress value={percentOf(sent)} aria-label="Upload progress" />
          <Text size="sm" c="dimmed">
            {`${formatFileSize(sent.loaded)} of ${formatFileSize(sent.total)} sent (${percentOf(sent)} %)`}
          </Text>
        </Stack>
      ) : null}
      {createImport.data ? (
        <ImportProgress key={createImport.data.id} sellerId={sellerId} importId={createImport.data.id} />
      ) : null}
    </Stack>
  );
}
