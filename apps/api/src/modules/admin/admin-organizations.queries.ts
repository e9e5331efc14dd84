// Reads of the admin area's organizations: the searched, keyset-paged list, the search box's
// suggestions, one organization by id or slug, its users and its sellers.
import { ADMIN_SUGGESTION_VALUES, ADMIN_SUGGESTIONS_MAX, isUuidShaped, type TPlan } from '@brandlens/contracts';
import { sql, type SQL } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { afterCursor, containsPattern, createdKeyOf, type AdminKeysetCursor } from './admin-keyset-cursor.ts';

type Reader = Pick<DatabaseReader, 'execute'>;

export type AdminOrganizationRow = {
  id: string;
  name: string;
  slug: string;
  plan: TPlan;
  stripeSubscriptionId: string | null;
  stripeSubscriptionStatus: string | null;
  userCount: number;
  sellerCount: number;
  createdAt: Date | string;
  createdKey: string;
};

const organizationColumns = sql`o.id, o.name, o.slug, o.plan,
  o.stripe_subscription_id as "stripeSubscriptionId", o.stripe_subscription_status as "stripeSubscriptionStatus",
  (select count(*)::int from users u where u.organization_id = o.id) as "userCount",
  (select count(*)::int from organization_sellers os where os.organization_id = o.id) as "sellerCount",
  o.created_at as "createdAt", ${createdKeyOf(sql`o.created_at`)} as "createdKey"`;

/** Organizations whose name or slug, a user's email or a seller's slug contains the term. */
const matchesTerm = (term: string): SQL => {
  const pattern = containsPattern(term);
  return sql`(o.name ilike ${pattern} or o.slug ilike ${pattern}
    or exists (select 1 from users u where u.organization_id = o.id and u.email ilike ${pattern})
    or exists (select 1 from organization_sellers os join sellers s on s.id = os.seller_id
               where os.organization_id = o.id and s.slug ilike ${pattern}))`;
};

export async function findAdminOrganizations(
  reader: Reader,
  filter: { search?: string | undefined; plan?: TPlan | undefined },
  page: { limit: number; after?: AdminKeysetCursor | undefined },
): Promise<AdminOrganizationRow[]> {
  const conditions = [
    filter.search ? matchesTerm(filter.search) : undefined,
    filter.plan ? sql`o.plan = ${filter.plan}` : undefined,
    page.after ? afterCursor(sql`o.created_at`, sql`o.id`, page.after) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await reader.execute<AdminOrganizationRow>(sql`
    select ${organizationColumns} from organizations o ${where}
    order by o.created_at desc, o.id desc limit ${page.limit}`);
  return rows;
}

/** One organization by id (a value shaped like an id) or slug. */
export async function findAdminOrganization(
  reader: Reader,
  idOrSlug: string,
): Promise<AdminOrganizationRow | undefined> {
  const match = isUuidShaped(idOrSlug) ? sql`o.id = ${idOrSlug}::uuid` : sql`o.slug = ${idOrSlug}`;
  const { rows } = await reader.execute<AdminOrganizationRow>(
    sql`select ${organizationColumns} from organizations o where ${match}`,
  );
  return rows[0];
}

export type SuggestionRow = {
  id: string;
  slug: string;
  name: string;
  userEmails: string[] | null;
  sellerSlugs: string[] | null;
};

// A constant, written into the statement: an array slice's bounds cannot be typed parameters.
const VALUES = sql.raw(String(ADMIN_SUGGESTION_VALUES));

/** The newest matching organizations, each with its emails and seller slugs, the matching ones first. */
export async function findOrganizationSuggestions(reader: Reader, term: string): Promise<SuggestionRow[]> {
  const pattern = containsPattern(term);
  const { rows } = await reader.execute<SuggestionRow>(sql`
    select o.id, o.slug, o.name,
      (select (array_agg(u.email order by u.email ilike ${pattern} desc, u.email))[1:${VALUES}]
         from users u where u.organization_id = o.id) as "userEmails",
      (select (array_agg(s.slug order by s.slug ilike ${pattern} desc, s.slug))[1:${VALUES}]
         from organization_sellers os join sellers s on s.id = os.seller_id
        where os.organization_id = o.id) as "sellerSlugs"
    from organizations o where ${matchesTerm(term)}
    order by o.created_at desc, o.id desc limit ${ADMIN_SUGGESTIONS_MAX}`);
  return rows;
}

export type OrganizationUserRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'OPERATIONS';
  isAdmin: boolean;
  activated: boolean;
  createdAt: Date | string;
  lastSeenAt: Date | string | null;
};

export async function findOrganizationUsers(reader: Reader, organizationId: string): Promise<OrganizationUserRow[]> {
  const { rows } = await reader.execute<OrganizationUserRow>(sql`
    select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
      u.is_admin as "isAdmin", u.activated, u.created_at as "createdAt",
      (select max(se.last_seen_at) from sessions se where se.user_id = u.id) as "lastSeenAt"
    from users u where u.organization_id = ${organizationId}
    order by u.created_at, u.id`);
  return rows;
}

export type OrganizationSellerRow = {
  id: string;
  slug: string;
  name: string;
  externalId: string | null;
  listingOptimizationEnabled: boolean;
  addedAt: Date | string;
};

export async function findOrganizationSellers(
  reader: Reader,
  organizationId: string,
): Promise<OrganizationSellerRow[]> {
  const { rows } = await reader.execute<OrganizationSellerRow>(sql`
    select s.id, s.slug, s.name, s.external_id as "externalId",
      s.listing_optimization_enabled as "listingOptimizationEnabled", os.created_at as "addedAt"
    from organization_sellers os join sellers s on s.id = os.seller_id
    where os.organization_id = ${organizationId}
    order by os.created_at, s.id`);
  return rows;
}
