import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { notificationStore } from '../../../lib/notification-store';
import { useUploadCostOfGoods } from '../api/upload-cost-of-goods';
import { COGS_FILE_ACCEPT, describeCogsStored, readCogsRowErrors } from '../utils/describe-cogs-upload';
import { CogsRowErrors } from './cogs-row-errors';

/** Upload a CSV or XLSX of unit landed costs; a refused file lists its bad rows. */
export function CostOfGoodsUpload({ sellerId }: { sellerId: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadCostOfGoods(sellerId);

  const submit = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (stored) => {
        setFile(null);
        notificationStore.show({ message: describeCogsStored(stored), type: 'success' });
      },
    });
  };

  return (
    <Stack gap="sm">
      <label htmlFor={inputId}>
        <Text fw={500}>Cost of goods file</Text>
      </label>
      <Text size="sm" c="dimmed">
        A CSV or XLSX file with the columns sku, unit landed cost, currency and valid from (YYYY-MM-DD).
      </Text>
      <input
        id={inputId}
        type="file"
        accept={COGS_FILE_ACCEPT}
        disabled={upload.isPending}
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          upload.reset();
        }}
      />
      <Group>
        <Button onClick={submit} disabled={!file} loading={upload.isPending}>
          Upload cost of goods
        </Button>
        <Anchor href={paths.downloads.costOfGoodsTemplate.getHref(sellerId)} download="cost-of-goods-sold-template.csv">
          Download template
        </Anchor>
      </Group>
      {upload.isError ? (
        <CogsRowErrors message={upload.error.message} rowErrors={readCogsRowErrors(upload.error)} />
      ) : null}
    </Stack>
  );
}
