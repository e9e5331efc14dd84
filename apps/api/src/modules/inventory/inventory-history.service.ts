// A SKU's stock and sales per day in one marketplace, for the Inventory page's chart: every day of
// the range, stock figures null on days without any, units sold 0 on days without sales.
import type { TInventoryHistory } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findStockHistory, findUnitsSoldHistory } from './inventory-history.queries.ts';

const HISTORY_READ_DEADLINE_MS = 5_000;

export async function getInventoryHistory(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: { sku: string; marketplaceId: string; days: number },
  now = new Date(),
): Promise<TInventoryHistory> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const last = isoDayNumber(now.toISOString().slice(0, 10));
  const days = Array.from({ length: query.days }, (_, index) => isoDateOfDayNumber(last - query.days + 1 + index));
  const target = {
    sellerId: seller.id,
    marketplaceId: query.marketplaceId,
    sku: query.sku,
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
  };
  const deadline = { ms: HISTORY_READ_DEADLINE_MS, what: 'The inventory history' };
  const { stock, units } = await withReadDeadline(db, deadline, async (reader) => ({
    stock: await findStockHistory(reader, target),
    units: await findUnitsSoldHistory(reader, target),
  }));
  const stockByDay = new Map(stock.map((row) => [row.day, row]));
  const unitsByDay = new Map(units.map((row) => [row.day, row.units]));
  return {
    sku: query.sku,
    marketplaceId: query.marketplaceId,
    from: target.from,
    to: target.to,
    days: days.map((day) => {
      const figures = stockByDay.get(day);
      return {
        day,
        fulfillable: figures?.fulfillable ?? null,
        inbound: figures?.inbound ?? null,
        reserved: figures?.reserved ?? null,
        unsellable: figures?.unsellable ?? null,
        unitsSold: unitsByDay.get(day) ?? 0,
      };
    }),
  };
}
