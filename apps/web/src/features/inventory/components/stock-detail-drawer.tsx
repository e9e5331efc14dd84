import type { TMarketplace, TStockRecommendation } from '@brandlens/contracts';
import { Alert, Badge, Divider, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MarketplaceLabel } from '../../../components/ui/marketplace-label';
import { useInventoryPlanning } from '../api/get-inventory-planning';
import { STOCK_STATUS } from '../utils/stock-status';
import { SkuLeadTimeEditor } from './sku-lead-time-editor';
import { StockFiguresExplained } from './stock-figures-explained';
import { StockHistoryChart } from './stock-history-chart';
import { rowName } from './stock-table';

interface StockDetailDrawerProps {
  sellerId: string;
  /** The open row; null closes the drawer. */
  row: TStockRecommendation | null;
  marketplaces: readonly TMarketplace[] | undefined;
  onClose: () => void;
}

/** One row in full: its history, how each figure is found, and the SKU's own lead time. */
export function StockDetailDrawer({ sellerId, row, marketplaces, onClose }: StockDetailDrawerProps) {
  // Full width on a phone, where a side panel would leave no room for the chart.
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={row ? rowName(row) : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {row ? (
        <StockDetail
          sellerId={sellerId}
          row={row}
          marketplace={marketplaces?.find((entry) => entry.marketplaceId === row.marketplaceId)}
        />
      ) : null}
    </Drawer>
  );
}

interface StockDetailProps {
  sellerId: string;
  row: TStockRecommendation;
  marketplace: TMarketplace | undefined;
}

function StockDetail({ sellerId, row, marketplace }: StockDetailProps) {
  const planning = useInventoryPlanning(sellerId);
  const { sku, marketplaceId } = row;
  return (
    <Stack gap="md" data-testid="stock-detail">
      <Group gap="sm">
        <Badge color={STOCK_STATUS[row.status].color} variant="light">
          {STOCK_STATUS[row.status].label}
        </Badge>
        {marketplaceId ? (
          <MarketplaceLabel marketplaceId={marketplaceId} marketplace={marketplace} />
        ) : (
          <Text size="sm">All marketplaces</Text>
        )}
      </Group>
      {row.title ? <Text size="sm">{row.title}</Text> : null}
      <section aria-labelledby="stock-history-heading">
        <Title order={3} size="h5" id="stock-history-heading" mb="xs">
          Stock and sales per day
        </Title>
        {sku && marketplaceId ? (
          <StockHistoryChart sellerId={sellerId} sku={sku} marketplaceId={marketplaceId} />
        ) : (
          <Text size="sm" c="dimmed">
            The daily history is kept per SKU and marketplace: choose SKU per marketplace under Rows to see it.
          </Text>
        )}
      </section>
      <section aria-labelledby="stock-figures-heading">
        <Title order={3} size="h5" id="stock-figures-heading" mb="xs">
          How the figures are found
        </Title>
        {row.skuCount > 1 ? (
          <Text size="xs" c="dimmed" mb="xs">
            {`This row adds up ${row.skuCount} SKU and marketplace rows.`}
          </Text>
        ) : null}
        <StockFiguresExplained sellerId={sellerId} row={row} orderCoverDays={planning.data?.settings.orderCoverDays} />
      </section>
      {sku ? (
        <>
          <Divider />
          {planning.isPending ? (
            <Loader size="sm" aria-label="Loading lead time" />
          ) : planning.isError ? (
            <Alert color="red" variant="light">
              {planning.error.message}
            </Alert>
          ) : (
            <SkuLeadTimeEditor
              // A save or a reset starts the form again from the saved legs.
              key={`${sku}:${planning.data.skuLeadTimes.find((entry) => entry.sku === sku)?.updatedAt ?? 'default'}`}
              sellerId={sellerId}
              sku={sku}
              planning={planning.data}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
