// The advertiser profiles of a seller's Amazon Advertising connection: stored as
// Amazon lists them, chosen by the seller, and the outcome of each one's sync.
import { adProfiles, and, asc, eq, inArray, max, sql, type Database } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface AdProfileValues {
  profileId: string;
  countryCode: string;
  marketplaceId: string;
  currency: string;
  timezone: string;
  accountType: string;
  accountName: string;
  accountId: string;
}

export type AdProfileRow = Awaited<ReturnType<typeof findAdProfiles>>[number];

/** Stores the profiles Amazon lists for the connection; the seller's choice stays as it was. */
export async function upsertAdProfiles(
  db: Database,
  sellerId: string,
  connectionId: string,
  profiles: AdProfileValues[],
): Promise<void> {
  if (profiles.length === 0) return;
  await db
    .insert(adProfiles)
    .values(profiles.map((profile) => ({ ...profile, sellerId, connectionId })))
    .onConflictDoUpdate({
      target: [adProfiles.sellerId, adProfiles.profileId],
      set: {
        connectionId,
        countryCode: sql`excluded.country_code`,
        marketplaceId: sql`excluded.marketplace_id`,
        currency: sql`excluded.currency`,
        timezone: sql`excluded.timezone`,
        accountType: sql`excluded.account_type`,
        accountName: sql`excluded.account_name`,
        accountId: sql`excluded.account_id`,
        updatedAt: sql`now()`,
      },
    });
}

/** The seller's profiles, by country then account name (ad_profiles_seller_profile index). */
export async function findAdProfiles(reader: DatabaseReader, sellerId: string) {
  return reader
    .select({
      profileId: adProfiles.profileId,
      connectionId: adProfiles.connectionId,
      countryCode: adProfiles.countryCode,
      marketplaceId: adProfiles.marketplaceId,
      currency: adProfiles.currency,
      timezone: adProfiles.timezone,
      accountType: adProfiles.accountType,
      accountName: adProfiles.accountName,
      accountId: adProfiles.accountId,
      selected: adProfiles.selected,
      lastSyncedAt: adProfiles.lastSyncedAt,
      lastError: adProfiles.lastError,
      updatedAt: adProfiles.updatedAt,
    })
    .from(adProfiles)
    .where(eq(adProfiles.sellerId, sellerId))
    .orderBy(asc(adProfiles.countryCode), asc(adProfiles.accountName), asc(adProfiles.profileId));
}

/** When Amazon's list of the seller's profiles was last stored; null when never. */
export async function findProfilesRefreshedAt(db: Database, sellerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(adProfiles.updatedAt) })
    .from(adProfiles)
    .where(eq(adProfiles.sellerId, sellerId));
  return row?.at ?? null;
}

/** Chooses exactly these profiles; answers the ones that were not chosen before (their backfill starts). */
export async function setSelectedAdProfiles(db: Database, sellerId: string, profileIds: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ profileId: adProfiles.profileId })
      .from(adProfiles)
      .where(and(eq(adProfiles.sellerId, sellerId), eq(adProfiles.selected, true)))
      .for('update');
    await tx
      .update(adProfiles)
      .set({ selected: profileIds.length === 0 ? false : sql`${inArray(adProfiles.profileId, profileIds)}` })
      .where(eq(adProfiles.sellerId, sellerId));
    const wasSelected = new Set(before.map((row) => row.profileId));
    return profileIds.filter((id) => !wasSelected.has(id));
  });
}

/** A profile's sync outcome: synced now (error null), or what went wrong. */
export async function recordProfileSync(
  db: Database,
  sellerId: string,
  profileIds: string[],
  error: string | null,
): Promise<void> {
  if (profileIds.length === 0) return;
  await db
    .update(adProfiles)
    .set(error === null ? { lastSyncedAt: sql`now()`, lastError: null } : { lastError: error.slice(0, 500) })
    .where(and(eq(adProfiles.sellerId, sellerId), inArray(adProfiles.profileId, profileIds)));
}
