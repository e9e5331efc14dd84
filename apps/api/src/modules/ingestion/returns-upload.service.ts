// Where an FBA customer returns report belongs. The report
// (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA) carries dates but not its
// marketplace, so an upload names it in the multipart field `marketplaceId`
// (sent before the file, as for an FBA inventory report); without it the
// returns are the seller's only marketplace's, and a seller with none or
// several must choose. The import row keeps it (inventory_marketplace_id, the
// column of the marketplace an upload names) for the worker.
import type { Database } from '@brandlens/db';
import { inventoryFieldInvalid, returnsMarketplaceRequired } from './ingestion.errors.ts';
import { findSellerMarketplaceIds, isAmazonMarketplace } from './inventory-upload.queries.ts';
import type { InventoryUploadFields } from './inventory-upload.service.ts';

/** Appended to the reason a file is none of the reports, so the user knows this one is read too. */
export const RETURNS_REPORT_HINT =
  'FBA customer returns reports are read too (tab-separated, with return-date, order-id, sku, quantity, reason, ...).';

/** The marketplace named (an Amazon marketplace) or the seller's only one. */
export async function placeReturnsReport(
  db: Database,
  sellerId: string,
  fields: Pick<InventoryUploadFields, 'marketplaceId'>,
): Promise<string> {
  if (fields.marketplaceId) {
    if (!(await isAmazonMarketplace(db, fields.marketplaceId)))
      throw inventoryFieldInvalid(`marketplaceId ${fields.marketplaceId} is not an Amazon marketplace.`);
    return fields.marketplaceId;
  }
  const marketplaceIds = await findSellerMarketplaceIds(db, sellerId);
  const [only] = marketplaceIds;
  if (marketplaceIds.length !== 1 || !only) throw returnsMarketplaceRequired(marketplaceIds);
  return only;
}
