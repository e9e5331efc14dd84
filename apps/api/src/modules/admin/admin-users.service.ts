// The admin area's users: every user, their profile, role, activation and organization, their
// email settings, and deleting an account. Each write and its audit record share a transaction;
// the audit keeps names, roles and the email, never a password hash or a token.
import { ZEmailSettings, type TAdminUserDetail, type TEmailSettings } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { DEFAULT_EMAIL_SETTINGS } from '../users/users.service.ts';
import { organizationNotFound } from './admin-sellers.errors.ts';
import type { AdminActor } from './admin-sellers.service.ts';
import { adminUserNotFound, cannotDeleteAdmin, cannotDeleteYourself } from './admin-users.errors.ts';
import {
  deleteUser,
  findAdminUser,
  findAdminUsersPage,
  findUserEmailSettings,
  lockUser,
  organizationExists,
  saveUserEmailSettings,
  updateUserAsAdmin,
  type AdminUserFilter,
} from './admin-users.queries.ts';
import { toAdminUser, toAdminUserDetail } from './admin-users.serializer.ts';
import { recordAdminAction } from './audit-log.queries.ts';
import { invalidCursor } from './admin-sellers.errors.ts';

const READ = { ms: 10_000, what: 'The users' };

function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const email = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!email.includes('@')) throw invalidCursor();
  return email;
}

export async function findUsers(
  db: Database,
  query: Omit<AdminUserFilter, 'afterEmail' | 'isAdmin'> & {
    cursor?: string | undefined;
    isAdmin?: 'true' | 'false' | undefined;
  },
) {
  const filter: AdminUserFilter = {
    search: query.search || undefined,
    organizationId: query.organizationId,
    role: query.role,
    isAdmin: query.isAdmin === undefined ? undefined : query.isAdmin === 'true',
    afterEmail: decodeCursor(query.cursor),
    // One row more than asked tells whether another page follows.
    limit: query.limit + 1,
  };
  const rows = await withReadDeadline(db, READ, (reader) => findAdminUsersPage(reader, filter));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? Buffer.from(last.email).toString('base64url') : null;
  return { items: page.map(toAdminUser), nextCursor };
}

export async function getUserForAdmin(db: Database, userId: string): Promise<TAdminUserDetail> {
  const row = await withReadDeadline(db, READ, (reader) => findAdminUser(reader, userId));
  if (!row) throw adminUserNotFound();
  return toAdminUserDetail(row);
}

type UserChanges = Partial<{
  firstName: string;
  lastName: string;
  role: 'USER' | 'OPERATIONS';
  activated: boolean;
  organizationId: string;
}>;

export async function updateUserForAdmin(
  db: Database,
  actor: AdminActor,
  userId: string,
  changes: { [K in keyof UserChanges]?: UserChanges[K] | undefined },
): Promise<TAdminUserDetail> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as UserChanges;
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw adminUserNotFound();
    if (defined.organizationId && !(await organizationExists(tx, defined.organizationId))) throw organizationNotFound();
    await updateUserAsAdmin(tx, userId, defined);
    const before = Object.fromEntries(Object.keys(defined).map((key) => [key, user[key as keyof UserChanges]]));
    await recordAdminAction(tx, actor.auth, actor.ip, {
      action: 'user.update',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.email,
      before,
      after: defined,
    });
  });
  return getUserForAdmin(db, userId);
}

/**
 * Deletes a user. Not an admin (take the admin's rights away elsewhere first) and never yourself.
 * The sessions go with the row, and every request resolves its session from the database, so the
 * user's cookie answers 401 from the next request on.
 */
export async function deleteUserForAdmin(db: Database, actor: AdminActor, userId: string) {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw adminUserNotFound();
    if (user.id === actor.auth.user.id) throw cannotDeleteYourself();
    if (user.isAdmin) throw cannotDeleteAdmin();
    await deleteUser(tx, userId);
    const { id, email, firstName, lastName, role, organizationId, activated } = user;
    await recordAdminAction(tx, actor.auth, actor.ip, {
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      targetLabel: email,
      before: { email, firstName, lastName, role, organizationId, activated },
      after: null,
    });
    return { id, email };
  });
}

const toSettings = (row: TEmailSettings | undefined): TEmailSettings =>
  row
    ? {
        dailyAlertSummary: row.dailyAlertSummary,
        weeklyInsights: row.weeklyInsights,
        productNews: row.productNews,
        importResults: row.importResults,
      }
    : DEFAULT_EMAIL_SETTINGS;

export async function getUserEmailSettings(db: Database, userId: string): Promise<TEmailSettings> {
  return withReadDeadline(db, READ, async (reader) => {
    if (!(await findAdminUser(reader, userId))) throw adminUserNotFound();
    return toSettings(await findUserEmailSettings(reader, userId));
  });
}

export async function setUserEmailSettings(
  db: Database,
  actor: AdminActor,
  userId: string,
  settings: TEmailSettings,
): Promise<TEmailSettings> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw adminUserNotFound();
    const before = toSettings(await findUserEmailSettings(tx, userId));
    await saveUserEmailSettings(tx, userId, settings);
    await recordAdminAction(tx, actor.auth, actor.ip, {
      action: 'user.email-settings',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.email,
      before,
      after: settings,
    });
  });
  return settings;
}

/** Every email setting a user has, what it is (the contract's description) and its default. */
export function emailSettingsCatalogue() {
  const keys = Object.keys(DEFAULT_EMAIL_SETTINGS) as Array<keyof TEmailSettings>;
  return keys.map((key) => ({
    key,
    description: ZEmailSettings.shape[key].description ?? key,
    defaultValue: DEFAULT_EMAIL_SETTINGS[key],
  }));
}
