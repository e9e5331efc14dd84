// What the Amazon syncs read of their connections alike: the credentials a run calls Amazon with,
// and the sellers each schedule keeps fresh, those with a connection of its providers that is
// active and that Amazon still accepts (the SQL side of isWorkingConnection).
import { and, eq, inArray, isNull, sellerConnections, type Database, type SQL } from '@brandlens/db';

/** What a sync needs to call Amazon as a connection (the sealed refresh token never leaves the server). */
export const CONNECTION_CREDENTIAL_COLUMNS = {
  id: sellerConnections.id,
  region: sellerConnections.region,
  externalAccountId: sellerConnections.externalAccountId,
  refreshTokenEncrypted: sellerConnections.refreshTokenEncrypted,
  reauthorizationRequiredAt: sellerConnections.reauthorizationRequiredAt,
};

/** Seller ids in order; `condition` narrows them further (it may refer to seller_connections). */
export async function findSellersWithWorkingConnection(
  db: Database,
  providers: string[],
  condition?: SQL,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sellerId: sellerConnections.sellerId })
    .from(sellerConnections)
    .where(
      and(
        inArray(sellerConnections.provider, providers),
        eq(sellerConnections.status, 'active'),
        isNull(sellerConnections.reauthorizationRequiredAt),
        condition,
      ),
    )
    .orderBy(sellerConnections.sellerId);
  return rows.map((row) => row.sellerId);
}
