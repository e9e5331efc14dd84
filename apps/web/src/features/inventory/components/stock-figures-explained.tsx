import type { TStockRecommendation } from '@brandlens/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EstimatedMark } from '../../../components/ui/data-table/estimated-mark';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { describeTrend, inboundUnits } from '../utils/stock-status';

interface StockFiguresExplainedProps {
  sellerId: string;
  row: TStockRecommendation;
  /** The seller's reorder cover in days; unknown while the planning loads. */
  orderCoverDays: number | undefined;
}

const grouped = new Intl.NumberFormat('en-US');
const unitText = (count: number) => `${grouped.format(count)} ${count === 1 ? 'unit' : 'units'}`;
const dayText = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function Line({ label, value, children }: { label: string; value: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="32%" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td>
        <Text size="sm" fw={600}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Each figure of the row with what it is made of, so a seller can redo the sum: the velocity and
 * its in-stock days, the stock counted as available, the lead time legs and the reorder figures.
 */
export function StockFiguresExplained({ sellerId, row, orderCoverDays }: StockFiguresExplainedProps) {
  const { velocity, stock, leadTime } = row;
  const inbound = inboundUnits(stock);
  const available = stock.fulfillable + stock.reserved + inbound;
  const hasSales = row.daysOfCover !== null;
  return (
    <Table aria-label="How the figures are found" verticalSpacing="xs" layout="fixed">
      <Table.Tbody>
        <Line
          label="Sales velocity"
          value={
            <>
              {`${velocity.unitsPerDay} units/day`}
              <EstimatedMark />
            </>
          }
        >
          {`${unitText(velocity.unitsSold)} sold over ${dayText(velocity.inStockDays)} in stock of the last ${velocity.windowDays}; days without stock are left out.`}
        </Line>
        <Line label="Trend" value={describeTrend(velocity) ?? '—'}>
          Units per day in the second half of the window against the first.
        </Line>
        <Line label="Available stock" value={unitText(available)}>
          {`${stock.fulfillable} fulfillable + ${stock.reserved} reserved + ${inbound} inbound (${stock.inboundWorking} working, ${stock.inboundShipped} shipped, ${stock.inboundReceiving} receiving) on ${formatDate(stock.day)}; ${stock.unsellable} unsellable and ${stock.researching} researching do not count.`}
        </Line>
        <Line label="Days of cover" value={row.daysOfCover === null ? '—' : dayText(row.daysOfCover)}>
          {hasSales && row.stockOutDate
            ? `Available stock over units per day, in whole days: it runs out on ${formatDate(row.stockOutDate)}.`
            : 'No sales in the window, so no cover to compute.'}
        </Line>
        <Line label="Lead time" value={dayText(leadTime.totalDays)}>
          {`${leadTime.productionDays} production + ${leadTime.transitDays} transit + ${leadTime.checkInDays} FBA check-in (${leadTime.isSkuOverride ? "this SKU's own" : "the seller's defaults"}).`}
        </Line>
        <Line label="Safety stock" value={unitText(row.safetyStockUnits)}>
          {`${dayText(leadTime.safetyStockDays)} of sales, rounded up.`}
        </Line>
        <Line label="Reorder point" value={unitText(row.reorderPoint)}>
          {`Units per day × (${leadTime.totalDays} days of lead time + ${leadTime.safetyStockDays} of safety stock), rounded up.`}
        </Line>
        <Line label="Reorder by" value={row.reorderDate ? formatDate(row.reorderDate) : '—'}>
          When the cover falls to the lead time plus the safety stock; today when that is already the case.
        </Line>
        <Line label="Reorder quantity" value={unitText(row.reorderQuantity)}>
          {`What brings the cover up to lead time + safety stock + ${orderCoverDays === undefined ? 'the reorder cover' : dayText(orderCoverDays)} of sales, less the stock still left on the reorder day.`}
        </Line>
        <Line
          label="Capital"
          value={row.reorderCapital ? formatMoney(row.reorderCapital.amount, row.reorderCapital.currency) : '—'}
        >
          {row.reorderCapital ? (
            'Reorder quantity × the landed cost per unit.'
          ) : (
            <>
              No landed cost for this SKU:{' '}
              <Anchor
                component={Link}
                to={paths.seller.settings.getHref(sellerId, { tab: 'cost-of-goods' })}
                inherit
                underline="always"
              >
                add its cost of goods
              </Anchor>
              .
            </>
          )}
        </Line>
      </Table.Tbody>
    </Table>
  );
}
