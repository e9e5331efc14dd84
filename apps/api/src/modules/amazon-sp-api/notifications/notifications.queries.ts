import type { TServiceProvider } from '@brandlens/contracts';
import { and, eq, inArray, isNull, sellerConnections, type Database } from '@brandlens/db';

const SP_API_PROVIDERS = [
  'autopilot_spapi_basic',
  'autopilot_spapi_ops',
] as const satisfies readonly TServiceProvider[];

/**
 * The sellers whose active Seller Central connection is this selling partner's and still
 * authorised: those a notification about the account is for (one, as an account is active for
 * one seller at a time; a connection that needs re-authorisation could not sync anyway).
 */
export async function findSellersOfSellingPartner(db: Database, sellingPartnerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sellerId: sellerConnections.sellerId })
    .from(sellerConnections)
    .where(
      and(
        eq(sellerConnections.externalAccountId, sellingPartnerId),
        inArray(sellerConnections.provider, [...SP_API_PROVIDERS]),
        eq(sellerConnections.status, 'active'),
        isNull(sellerConnections.reauthorizationRequiredAt),
      ),
    )
    .orderBy(sellerConnections.sellerId);
  return rows.map((row) => row.sellerId);
}
