// Sales and Traffic per seller × marketplace × day: a day's report replaces
// every row of that day (its totals and each ASIN / SKU), so reading a day
// again neither doubles it nor keeps a SKU the new report no longer names.
import { and, eq, marketplaces, salesTrafficDaily, sql, type Database } from '@brandlens/db';
import type { SalesTrafficRow } from './sales-traffic-report.ts';

const CHUNK = 1_000;

export interface SalesTrafficDay {
  sellerId: string;
  marketplaceId: string;
  /** The marketplace's local day (YYYY-MM-DD). */
  day: string;
}

/** Stores the day's rows in place of the ones it had, in one transaction. */
export async function replaceSalesTrafficDay(
  db: Database,
  target: SalesTrafficDay,
  rows: readonly SalesTrafficRow[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const t = salesTrafficDaily;
    await tx
      .delete(t)
      .where(and(eq(t.sellerId, target.sellerId), eq(t.marketplaceId, target.marketplaceId), eq(t.day, target.day)));
    for (let start = 0; start < rows.length; start += CHUNK)
      await tx.insert(t).values(rows.slice(start, start + CHUNK).map((row) => ({ ...target, ...row })));
    return rows.length;
  });
}

/** The instant the marketplace's local day ends (the next local midnight): the step's dataThrough. */
export async function findLocalDayEnd(db: Database, marketplaceId: string, day: string): Promise<Date> {
  const [row] = await db
    .select({
      end: sql<string>`to_char(((${day}::date + 1)::timestamp at time zone ${marketplaces.timeZone}) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(marketplaces)
    .where(eq(marketplaces.id, marketplaceId));
  if (!row) throw new Error(`Unknown marketplace ${marketplaceId}`);
  return new Date(row.end);
}
