// FBA customer returns per seller, one row per return (order, SKU, license
// plate, return time): a report read again, or the sync's overlapping windows,
// update the rows they name and add none twice. The sync and the upload write
// here alike; the source says which wrote a row last.
import { and, desc, eq, fbaCustomerReturns, sql, type Database } from '@brandlens/db';
import type { CustomerReturn } from './customer-returns-report.ts';

export interface CustomerReturnsTarget {
  sellerId: string;
  /** The marketplace the report is of (the report does not name it). */
  marketplaceId: string;
  source: 'sp-api' | 'upload';
}

const CHUNK = 500;

/** Upserts the returns in one transaction: stored is every return of the report, added those new to the seller. */
export async function saveCustomerReturns(
  db: Database,
  target: CustomerReturnsTarget,
  returns: readonly CustomerReturn[],
): Promise<{ stored: number; added: number }> {
  if (returns.length === 0) return { stored: 0, added: 0 };
  return db.transaction(async (tx) => {
    let added = 0;
    for (let start = 0; start < returns.length; start += CHUNK) {
      const chunk = returns.slice(start, start + CHUNK);
      const rows = await tx
        .insert(fbaCustomerReturns)
        .values(
          chunk.map(({ returnedAt, ...record }) => ({
            ...record,
            returnedAt: new Date(returnedAt),
            sellerId: target.sellerId,
            marketplaceId: target.marketplaceId,
            source: target.source,
          })),
        )
        .onConflictDoUpdate({
          target: [
            fbaCustomerReturns.sellerId,
            fbaCustomerReturns.orderId,
            fbaCustomerReturns.sku,
            fbaCustomerReturns.licensePlateNumber,
            fbaCustomerReturns.returnedAt,
          ],
          set: {
            marketplaceId: sql`excluded.marketplace_id`,
            asin: sql`excluded.asin`,
            fnsku: sql`excluded.fnsku`,
            productName: sql`excluded.product_name`,
            quantity: sql`excluded.quantity`,
            fulfillmentCenterId: sql`excluded.fulfillment_center_id`,
            detailedDisposition: sql`excluded.detailed_disposition`,
            reason: sql`excluded.reason`,
            status: sql`excluded.status`,
            customerComments: sql`excluded.customer_comments`,
            source: sql`excluded.source`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ isNew: sql<boolean>`(xmax = 0)` });
      added += rows.filter((row) => row.isNew).length;
    }
    return { stored: returns.length, added };
  });
}

/** The latest return stored for the seller in the marketplace (index seller_id, returned_at), or undefined. */
export async function findLastReturnAt(
  db: Database,
  sellerId: string,
  marketplaceId: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ returnedAt: fbaCustomerReturns.returnedAt })
    .from(fbaCustomerReturns)
    .where(and(eq(fbaCustomerReturns.sellerId, sellerId), eq(fbaCustomerReturns.marketplaceId, marketplaceId)))
    .orderBy(desc(fbaCustomerReturns.returnedAt))
    .limit(1);
  return row?.returnedAt;
}
