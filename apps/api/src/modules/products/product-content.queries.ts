// One product's listing content changes (catalog_item_changes, by its (seller, ASIN, seen_at)
// index) in the period's days of its marketplace's time zone, and whether the catalog sync has
// read the listing at all (catalog_items, by its key).
import { catalogItemChanges, catalogItems, marketplaces, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { ProductSpan } from './product-history.queries.ts';

/** More than a listing changes in years; a bound so one odd listing cannot flood the page. */
const MAX_CONTENT_CHANGES = 200;

export interface ContentChangeRow {
  field: string;
  before: unknown;
  after: unknown;
  seenAt: Date;
  /** YYYY-MM-DD in the marketplace's time zone. */
  day: string;
}

export async function findContentChanges(reader: DatabaseReader, span: ProductSpan): Promise<ContentChangeRow[]> {
  if (span.asin === null) return [];
  const c = catalogItemChanges;
  const m = marketplaces;
  const local = sql`(${c.seenAt} at time zone ${m.timeZone})::date`;
  // The UTC bounds a day wider than the period keep the read on the index; the local day decides.
  const { rows } = await reader.execute<{
    field: string;
    before: unknown;
    after: unknown;
    seen_at: string;
    day: string;
  }>(
    sql`
    select ${c.field} as field, ${c.before} as before, ${c.after} as after, ${c.seenAt} as seen_at,
      ${local}::text as day
    from ${c} join ${m} on ${m.id} = ${c.marketplaceId}
    where ${c.sellerId} = ${span.sellerId} and ${c.asin} = ${span.asin} and ${c.marketplaceId} = ${span.marketplaceId}
      and ${c.seenAt} >= (${span.from}::date - 1)::timestamp at time zone 'UTC'
      and ${c.seenAt} < (${span.to}::date + 2)::timestamp at time zone 'UTC'
      and ${local} between ${span.from}::date and ${span.to}::date
    order by ${c.seenAt} desc, ${c.id} desc
    limit ${MAX_CONTENT_CHANGES}`,
  );
  return rows.map((row) => ({
    field: row.field,
    before: row.before,
    after: row.after,
    seenAt: new Date(row.seen_at),
    day: row.day,
  }));
}

export async function hasCatalogItem(reader: DatabaseReader, span: ProductSpan): Promise<boolean> {
  if (span.asin === null) return false;
  const c = catalogItems;
  const { rows } = await reader.execute<{ found: number }>(sql`
    select 1 as found from ${c}
    where ${c.sellerId} = ${span.sellerId} and ${c.marketplaceId} = ${span.marketplaceId} and ${c.asin} = ${span.asin}`);
  return rows.length > 0;
}
