// Where and when an FBA inventory report's stock belongs. The report
// (GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA) has one row per SKU of one
// marketplace and carries neither the marketplace nor the date, so an upload
// may name them in the multipart fields `marketplaceId` and `asOf` (sent before
// the file). Without `asOf` the stock is today's (UTC), the day a report
// downloaded from Seller Central describes; without `marketplaceId` it is the
// seller's only marketplace, and a seller with none or several must choose.
// The import row keeps both (inventory_day, inventory_marketplace_id) for the
// worker, which is sent the import id alone (also when a worker that died is
// replaced).
import type { Database } from '@brandlens/db';
import { inventoryFieldInvalid, inventoryMarketplaceRequired } from './ingestion.errors.ts';
import { findSellerMarketplaceIds, isAmazonMarketplace } from './inventory-upload.queries.ts';

export interface InventoryUploadFields {
  marketplaceId?: string;
  /** YYYY-MM-DD */
  asOf?: string;
}

export interface InventoryPlacement {
  marketplaceId: string;
  /** YYYY-MM-DD */
  day: string;
}

const MARKETPLACE_ID = /^[A-Z0-9]{2,20}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

function isCalendarDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === text;
}

/** The optional fields of an upload, checked for their shape; refused with the field's message. */
export function readInventoryUploadFields(fields: Record<string, string>, now: Date): InventoryUploadFields {
  const read: InventoryUploadFields = {};
  const asOf = fields.asOf?.trim();
  if (asOf) {
    if (!isCalendarDay(asOf)) throw inventoryFieldInvalid(`asOf "${asOf.slice(0, 40)}" is not a date (YYYY-MM-DD).`);
    const today = utcDay(now);
    if (asOf > today) {
      throw inventoryFieldInvalid(
        `asOf ${asOf} is in the future: the stock of a day can be uploaded from that day on (today is ${today}, UTC).`,
      );
    }
    read.asOf = asOf;
  }
  const marketplaceId = fields.marketplaceId?.trim();
  if (marketplaceId) {
    if (!MARKETPLACE_ID.test(marketplaceId)) {
      throw inventoryFieldInvalid(
        `marketplaceId "${marketplaceId.slice(0, 40)}" is not an Amazon marketplace id (e.g. ATVPDKIKX0DER).`,
      );
    }
    read.marketplaceId = marketplaceId;
  }
  return read;
}

/** The marketplace named (an Amazon marketplace) or the seller's only one, and the day (asOf or today, UTC). */
export async function placeInventoryReport(
  db: Database,
  sellerId: string,
  fields: InventoryUploadFields,
  now: Date,
): Promise<InventoryPlacement> {
  const day = fields.asOf ?? utcDay(now);
  if (fields.marketplaceId) {
    if (!(await isAmazonMarketplace(db, fields.marketplaceId))) {
      throw inventoryFieldInvalid(`marketplaceId ${fields.marketplaceId} is not an Amazon marketplace.`);
    }
    return { marketplaceId: fields.marketplaceId, day };
  }
  const marketplaceIds = await findSellerMarketplaceIds(db, sellerId);
  const [only] = marketplaceIds;
  if (marketplaceIds.length !== 1 || !only) throw inventoryMarketplaceRequired(marketplaceIds);
  return { marketplaceId: only, day };
}
