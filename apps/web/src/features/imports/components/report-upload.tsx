import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { formatFileSize } from '../../../lib/format/format-file-size';
import { notificationStore } from '../../../lib/notification-store';
import type { UploadProgress } from '../../../lib/upload-file';
import { useCreateImport } from '../api/create-import';
import { REPORT_FILE_ACCEPT } from '../utils/describe-import';
import { ImportProgress } from './import-progress';

const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * Pick or drop a settlement flat file or an All Orders report (the server tells them apart by
 * their header), watch the bytes go up, then the import's own progress.
 * The chosen file and the bytes sent are UI state; the import itself lives in the query cache.
 */
export function ReportUpload({ sellerId }: { sellerId: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<UploadProgress | null>(null);
  const createImport = useCreateImport(sellerId);

  const upload = () => {
    if (!file) return;
    setSent({ loaded: 0, total: file.size });
    createImport.mutate(
      { file, onProgress: setSent },
      {
        onSuccess: () => setFile(null),
        onError: (error) => notificationStore.show({ message: error.message, type: 'error' }),
        onSettled: () => setSent(null),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
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
            Drop a settlement flat file (V2 or V1) or an All Orders report (for the order-date P&amp;L), .txt, .tsv or
            .csv, here or choose one. The first line tells which report it is. Files of any size are streamed.
          </Text>
          <input
            id={inputId}
            type="file"
            accept={REPORT_FILE_ACCEPT}
            disabled={createImport.isPending}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
          {file ? <Text size="sm">{`${file.name} · ${formatFileSize(file.size)}`}</Text> : null}
        </Stack>
      </Paper>
      <Group>
        <Button onClick={upload} disabled={!file} loading={createImport.isPending}>
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
