// The admin area's reads and writes of users. Admins see every user; lists are keyset pages by
// email (unique), so a page never repeats or skips a row whatever is added meanwhile.
import type { TEmailSettings } from '@brandlens/contracts';
import {
  and,
  eq,
  gt,
  organizations,
  sessions,
  sql,
  userEmailSettings,
  users,
  type Database,
  type SQL,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { containsPattern } from '../advertising/ad-campaigns.queries.ts';

type Writer = Pick<Database, 'select' | 'update' | 'delete' | 'insert'>;

/** The columns of a user in the admin area: never the password hash. */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isAdmin: users.isAdmin,
  activated: users.activated,
  createdAt: users.createdAt,
  organization: { id: organizations.id, name: organizations.name, slug: organizations.slug, plan: organizations.plan },
};
export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'USER' | 'OPERATIONS';
  isAdmin: boolean;
  activated: boolean;
  createdAt: Date;
  organization: { id: string; name: string; slug: string; plan: 'DEFAULT' | 'PAID' | 'ENTERPRISE' };
}

export interface AdminUserFilter {
  search?: string | undefined;
  organizationId?: string | undefined;
  role?: 'USER' | 'OPERATIONS' | undefined;
  isAdmin?: boolean | undefined;
  afterEmail?: string | undefined;
  limit: number;
}

export async function findAdminUsersPage(db: DatabaseReader, filter: AdminUserFilter): Promise<AdminUserRow[]> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  const conditions: Array<SQL | undefined> = [
    pattern
      ? sql`(${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`
      : undefined,
    filter.organizationId ? eq(users.organizationId, filter.organizationId) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.isAdmin === undefined ? undefined : eq(users.isAdmin, filter.isAdmin),
    filter.afterEmail ? gt(users.email, filter.afterEmail) : undefined,
  ];
  return db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(...conditions))
    .orderBy(users.email)
    .limit(filter.limit);
}

export interface AdminUserDetailRow extends AdminUserRow {
  sessionCount: number;
  lastSeenAt: Date | string | null;
}

export async function findAdminUser(db: DatabaseReader, userId: string): Promise<AdminUserDetailRow | undefined> {
  const [row] = await db
    .select({
      ...adminUserColumns,
      // Through sessions_user_id_idx: a user has a handful of sessions, not a scan.
      sessionCount: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id}
        and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
      lastSeenAt: sql<Date | string | null>`(select max(${sessions.lastSeenAt}) from ${sessions}
        where ${sessions.userId} = ${users.id})`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

/** The user as a write sees it (for the audit's before), locked until the write's transaction ends. */
export async function lockUser(db: Writer, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isAdmin: users.isAdmin,
      activated: users.activated,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function organizationExists(db: Writer, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row !== undefined;
}

export async function updateUserAsAdmin(
  db: Writer,
  userId: string,
  changes: Partial<{
    firstName: string;
    lastName: string;
    role: 'USER' | 'OPERATIONS';
    activated: boolean;
    organizationId: string;
  }>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * Deletes the user. Every table that names a user either goes with it (sessions, tokens, email
 * settings, digest claims) or forgets who it was (set null: imports, rule and alert marks, the
 * audit log's admin), so nothing refuses the delete; its live sessions are gone at once.
 */
export async function deleteUser(db: Writer, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** The user's saved email settings; undefined when they never saved any (the defaults apply). */
export async function findUserEmailSettings(db: DatabaseReader | Writer, userId: string) {
  const [row] = await db.select().from(userEmailSettings).where(eq(userEmailSettings.userId, userId));
  return row;
}

export async function saveUserEmailSettings(db: Writer, userId: string, settings: TEmailSettings): Promise<void> {
  await db
    .insert(userEmailSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: userEmailSettings.userId, set: { ...settings, updatedAt: sql`now()` } });
}
