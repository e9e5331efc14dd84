// One SKU's daily stock figures and units sold in one marketplace, through the keys that start
// with the seller (fba_inventory_daily's primary key, the order-day rollups' seller and day).
import { fbaInventoryDaily, ledgerOrderDayRollups, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { UNITS_SOLD_LINE } from './stock-recommendations.queries.ts';

export interface HistoryTarget {
  sellerId: string;
  marketplaceId: string;
  sku: string;
  from: string;
  to: string;
}

export interface StockHistoryRow {
  day: string;
  fulfillable: number;
  inbound: number;
  reserved: number;
  unsellable: number;
}

export async function findStockHistory(reader: DatabaseReader, target: HistoryTarget): Promise<StockHistoryRow[]> {
  const i = fbaInventoryDaily;
  const { rows } = await reader.execute<Record<keyof StockHistoryRow, string | number>>(sql`
    select ${i.day}::text as day, ${i.fulfillable} as fulfillable,
      ${i.inboundWorking} + ${i.inboundShipped} + ${i.inboundReceiving} as inbound,
      ${i.reserved} as reserved, ${i.unfulfillable} as unsellable
    from ${i}
    where ${i.sellerId} = ${target.sellerId} and ${i.marketplaceId} = ${target.marketplaceId} and ${i.sku} = ${target.sku}
      and ${i.day} between ${target.from} and ${target.to}`);
  return rows.map((row) => ({
    day: String(row.day),
    fulfillable: Number(row.fulfillable),
    inbound: Number(row.inbound),
    reserved: Number(row.reserved),
    unsellable: Number(row.unsellable),
  }));
}

/** Units sold per order-basis day, estimated and final alike. */
export async function findUnitsSoldHistory(reader: DatabaseReader, target: HistoryTarget) {
  const r = ledgerOrderDayRollups;
  const { rows } = await reader.execute<{ day: string; units: string }>(sql`
    select ${r.day}::text as day, sum(${r.quantity})::text as units from ${r}
    where ${r.sellerId} = ${target.sellerId} and ${r.day} between ${target.from} and ${target.to}
      and ${r.marketplaceId} = ${target.marketplaceId} and ${r.sku} = ${target.sku} and ${r.pnlLine} = ${UNITS_SOLD_LINE}
    group by ${r.day}`);
  return rows.map((row) => ({ day: row.day, units: Number(row.units) }));
}
