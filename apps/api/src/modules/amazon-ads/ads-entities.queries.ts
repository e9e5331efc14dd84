// The campaign structure as the Ads API lists it (source 'api'): campaigns, ad
// groups, keywords and targets, product ads. Upserted page by page on their
// primary keys, so a re-run rewrites the same rows.
import { adCampaigns, adGroups, adProductAds, adTargets, sql, type Database } from '@brandlens/db';

type Entity = typeof adCampaigns | typeof adGroups | typeof adTargets | typeof adProductAds;

/** excluded.<column> for every column but the key: the row as listed now. */
function listedValues(table: Entity, key: readonly string[]) {
  const columns = Object.entries(table).filter(
    (entry): entry is [string, { name: string }] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'name' in entry[1] && !key.includes(entry[0]),
  );
  return Object.fromEntries(columns.map(([property, column]) => [property, sql.raw(`excluded.${column.name}`)]));
}

const KEY = ['sellerId', 'marketplaceId', 'adProduct'];

export type AdCampaignValues = typeof adCampaigns.$inferInsert;
export type AdGroupValues = typeof adGroups.$inferInsert;
export type AdTargetValues = typeof adTargets.$inferInsert;
export type AdProductAdValues = typeof adProductAds.$inferInsert;

export async function upsertAdCampaigns(db: Database, rows: AdCampaignValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(adCampaigns)
    .values(rows)
    .onConflictDoUpdate({
      target: [adCampaigns.sellerId, adCampaigns.marketplaceId, adCampaigns.adProduct, adCampaigns.campaignId],
      set: { ...listedValues(adCampaigns, [...KEY, 'campaignId']), updatedAt: sql`now()` },
    });
}

export async function upsertAdGroups(db: Database, rows: AdGroupValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(adGroups)
    .values(rows)
    .onConflictDoUpdate({
      target: [adGroups.sellerId, adGroups.marketplaceId, adGroups.adProduct, adGroups.adGroupId],
      set: { ...listedValues(adGroups, [...KEY, 'adGroupId']), updatedAt: sql`now()` },
    });
}

export async function upsertAdTargets(db: Database, rows: AdTargetValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(adTargets)
    .values(rows)
    .onConflictDoUpdate({
      target: [adTargets.sellerId, adTargets.marketplaceId, adTargets.adProduct, adTargets.targetId],
      set: { ...listedValues(adTargets, [...KEY, 'targetId']), updatedAt: sql`now()` },
    });
}

export async function upsertAdProductAds(db: Database, rows: AdProductAdValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(adProductAds)
    .values(rows)
    .onConflictDoUpdate({
      target: [adProductAds.sellerId, adProductAds.marketplaceId, adProductAds.adProduct, adProductAds.adId],
      set: { ...listedValues(adProductAds, [...KEY, 'adId']), updatedAt: sql`now()` },
    });
}
