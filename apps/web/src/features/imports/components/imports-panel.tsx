import { Stack, Title } from '@mantine/core';
import { ImportHistory } from './import-history';
import { ReportUpload } from './report-upload';

export function ImportsPanel({ sellerId }: { sellerId: string }) {
  return (
    <Stack gap="lg">
      <ReportUpload sellerId={sellerId} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Import history
        </Title>
        <ImportHistory sellerId={sellerId} />
      </Stack>
    </Stack>
  );
}
