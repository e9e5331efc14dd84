// Sessions and units ordered per product (marketplace × SKU) of a period, from Sales and Traffic.
import { salesTrafficDaily, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export async function findTrafficSums(reader: DatabaseReader, sellerId: string, from: string, to: string) {
  const t = salesTrafficDaily;
  const { rows } = await reader.execute<{ marketplace_id: string; sku: string; sessions: string; units: string }>(sql`
    select ${t.marketplaceId} as marketplace_id, ${t.sku} as sku, sum(${t.sessions})::text as sessions,
      sum(${t.unitsOrdered})::text as units
    from ${t}
    where ${t.sellerId} = ${sellerId} and ${t.day} between ${from}::date and ${to}::date and ${t.sku} <> ''
    group by ${t.marketplaceId}, ${t.sku}`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    sessions: Number(row.sessions),
    unitsOrdered: Number(row.units),
  }));
}
