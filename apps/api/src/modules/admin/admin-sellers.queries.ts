// The admin area's reads and writes of sellers and their links to organizations. Admins see every
// seller, so no tenancy scope applies; every list is a keyset or a bounded page.
import {
  and,
  eq,
  organizationSellers,
  organizations,
  sellerConnections,
  sellers,
  sql,
  users,
  type Database,
  type SQL,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { containsPattern } from '../advertising/ad-campaigns.queries.ts';
import { adminUserColumns, type AdminUserRow } from './admin-users.queries.ts';

type Writer = Pick<Database, 'select' | 'update' | 'insert' | 'delete'>;

// Spelt out: drizzle leaves the table off a column in a query without joins, and a bare "id"
// inside these subqueries would name the subquery's own table.
const outerSellerId = sql.raw('"sellers"."id"');

const sellerColumns = {
  id: sellers.id,
  slug: sellers.slug,
  name: sellers.name,
  externalId: sellers.externalId,
  listingOptimizationEnabled: sellers.listingOptimizationEnabled,
  createdAt: sellers.createdAt,
  organizationCount: sql<number>`(select count(*)::int from ${organizationSellers}
    where ${organizationSellers.sellerId} = ${outerSellerId})`,
  connections: sql<Array<{ provider: string; status: 'active' | 'inactive' }>>`coalesce((
    select json_agg(json_build_object('provider', ${sellerConnections.provider}, 'status', ${sellerConnections.status})
      order by ${sellerConnections.provider})
    from ${sellerConnections} where ${sellerConnections.sellerId} = ${outerSellerId}), '[]'::json)`,
};
export type AdminSellerRow = {
  id: string;
  slug: string;
  name: string;
  externalId: string | null;
  listingOptimizationEnabled: boolean;
  createdAt: Date;
  organizationCount: number;
  connections: Array<{ provider: string; status: 'active' | 'inactive' }>;
};

const matches = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(${sellers.name} ilike ${pattern} or ${sellers.slug} ilike ${pattern}
    or coalesce(${sellers.externalId}, '') ilike ${pattern})`;
};

/** One keyset page by (name, id): `after` is the last row of the previous page. */
export async function findAdminSellersPage(
  db: DatabaseReader,
  filter: { search?: string | undefined; after?: { name: string; id: string } | undefined; limit: number },
): Promise<AdminSellerRow[]> {
  const after = filter.after
    ? sql`(${sellers.name}, ${sellers.id}) > (${filter.after.name}, ${filter.after.id}::uuid)`
    : undefined;
  return db
    .select(sellerColumns)
    .from(sellers)
    .where(and(matches(filter.search), after))
    .orderBy(sellers.name, sellers.id)
    .limit(filter.limit);
}

/** A numbered page of the sellers whose listing optimisation is on (or off), with the count of all of them. */
export async function findListingOptimizationSellers(
  db: DatabaseReader,
  filter: { isEnabled: boolean; search?: string | undefined; page: number; perPage: number },
): Promise<{ total: number; rows: AdminSellerRow[] }> {
  const where = and(eq(sellers.listingOptimizationEnabled, filter.isEnabled), matches(filter.search));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sellers)
    .where(where);
  const rows = await db
    .select(sellerColumns)
    .from(sellers)
    .where(where)
    .orderBy(sellers.name, sellers.id)
    .limit(filter.perPage)
    .offset(filter.page * filter.perPage);
  return { total: counted?.total ?? 0, rows };
}

export async function findAdminSeller(db: DatabaseReader, sellerId: string): Promise<AdminSellerRow | undefined> {
  const [row] = await db.select(sellerColumns).from(sellers).where(eq(sellers.id, sellerId));
  return row;
}

/** The seller as a write sees it, locked until the write's transaction ends. */
export async function lockSeller(db: Writer, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, slug: sellers.slug, name: sellers.name, isOn: sellers.listingOptimizationEnabled })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row;
}

export async function updateSeller(
  db: Writer,
  sellerId: string,
  changes: { name?: string; listingOptimizationEnabled?: boolean },
): Promise<void> {
  await db.update(sellers).set(changes).where(eq(sellers.id, sellerId));
}

export interface SellerOrganizationRow {
  id: string;
  name: string;
  slug: string;
  plan: 'DEFAULT' | 'PAID' | 'ENTERPRISE';
  userCount: number;
  linkedAt: Date;
}

export async function findSellerOrganizations(db: DatabaseReader, sellerId: string): Promise<SellerOrganizationRow[]> {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      plan: organizations.plan,
      userCount: sql<number>`(select count(*)::int from ${users} where ${users.organizationId} = ${organizations.id})`,
      linkedAt: organizationSellers.createdAt,
    })
    .from(organizationSellers)
    .innerJoin(organizations, eq(organizations.id, organizationSellers.organizationId))
    .where(eq(organizationSellers.sellerId, sellerId))
    .orderBy(organizations.name, organizations.id);
}

/** The users of every organization that sees the seller, by email. */
export async function findSellerUsers(db: DatabaseReader, sellerId: string): Promise<AdminUserRow[]> {
  return db
    .select(adminUserColumns)
    .from(organizationSellers)
    .innerJoin(users, eq(users.organizationId, organizationSellers.organizationId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(organizationSellers.sellerId, sellerId))
    .orderBy(users.email);
}

export async function findOrganizationLabel(db: Writer, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The seller's links, locked, so two admins unlinking at once cannot both take the last one. */
export async function lockSellerLinks(db: Writer, sellerId: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: organizationSellers.organizationId })
    .from(organizationSellers)
    .where(eq(organizationSellers.sellerId, sellerId))
    .for('update');
  return rows.map((row) => row.organizationId);
}

export async function insertSellerLink(db: Writer, sellerId: string, organizationId: string): Promise<void> {
  await db.insert(organizationSellers).values({ sellerId, organizationId });
}

export async function deleteSellerLink(db: Writer, sellerId: string, organizationId: string): Promise<void> {
  await db
    .delete(organizationSellers)
    .where(and(eq(organizationSellers.sellerId, sellerId), eq(organizationSellers.organizationId, organizationId)));
}
