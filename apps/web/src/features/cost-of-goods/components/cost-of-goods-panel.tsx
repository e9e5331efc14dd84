import { Stack, Title } from '@mantine/core';
import { CogsStatusText } from './cogs-status-text';
import { CostOfGoodsTable } from './cost-of-goods-table';
import { CostOfGoodsUpload } from './cost-of-goods-upload';

export function CostOfGoodsPanel({ sellerId }: { sellerId: string }) {
  return (
    <Stack gap="lg">
      <CogsStatusText sellerId={sellerId} />
      <CostOfGoodsUpload sellerId={sellerId} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Unit landed costs
        </Title>
        <CostOfGoodsTable sellerId={sellerId} />
      </Stack>
    </Stack>
  );
}
