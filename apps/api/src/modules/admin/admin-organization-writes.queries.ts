// The admin area's writes on organizations, each run inside the caller's transaction so that the
// change and its audit record land together. Rows are locked while read for a change, so two admins
// changing one organization at once see each other's result in their 'before'.
import { isUuidShaped, type TPlan } from '@brandlens/contracts';
import { organizations, organizationSellers, sql, type Database } from '@brandlens/db';

/** A transaction of the database, as db.transaction hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type LockedOrganization = {
  id: string;
  name: string;
  slug: string;
  plan: TPlan;
  stripeSubscriptionId: string | null;
};

const byIdOrSlug = (idOrSlug: string) =>
  isUuidShaped(idOrSlug) ? sql`id = ${idOrSlug}::uuid` : sql`slug = ${idOrSlug}`;

export async function lockOrganization(tx: Transaction, idOrSlug: string): Promise<LockedOrganization | undefined> {
  const { rows } = await tx.execute<LockedOrganization>(sql`
    select id, name, slug, plan, stripe_subscription_id as "stripeSubscriptionId"
    from organizations where ${byIdOrSlug(idOrSlug)} for update`);
  return rows[0];
}

export async function isOrganizationSlugTaken(tx: Pick<Database, 'execute'>, slug: string, exceptId?: string) {
  const { rows } = await tx.execute<{ id: string }>(
    sql`select id from organizations where slug = ${slug} ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``}`,
  );
  return rows.length > 0;
}

export async function updateOrganizationFields(
  tx: Transaction,
  id: string,
  fields: { name?: string; slug?: string; plan?: TPlan },
): Promise<void> {
  await tx
    .update(organizations)
    .set(fields)
    .where(sql`${organizations.id} = ${id}`);
}

export async function insertOrganization(tx: Transaction, values: { name: string; slug: string; plan: TPlan }) {
  const [row] = await tx.insert(organizations).values(values).returning({ id: organizations.id });
  if (!row) throw new Error('organization not created');
  return row.id;
}

export async function findSellerByIdOrSlug(tx: Transaction, idOrSlug: string) {
  const { rows } = await tx.execute<{ id: string; slug: string; name: string }>(
    sql`select id, slug, name from sellers where ${byIdOrSlug(idOrSlug)}`,
  );
  return rows[0];
}

/** Links the seller to the organization; false when it was linked already. */
export async function linkSeller(tx: Transaction, organizationId: string, sellerId: string): Promise<boolean> {
  const rows = await tx
    .insert(organizationSellers)
    .values({ organizationId, sellerId })
    .onConflictDoNothing()
    .returning({ sellerId: organizationSellers.sellerId });
  return rows.length > 0;
}
