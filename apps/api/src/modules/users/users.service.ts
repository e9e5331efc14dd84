import type { TEmailSettings, TSessionUser } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { toSessionUser } from '../auth/auth.serializer.ts';
import {
  findEmailSettings,
  findOrganizationUser,
  markTermsAccepted,
  updateUser,
  upsertEmailSettings,
} from './users.queries.ts';

/** What a user gets until they choose: the operational mails on, news off. */
export const DEFAULT_EMAIL_SETTINGS: TEmailSettings = {
  dailyAlertSummary: true,
  weeklyInsights: true,
  productNews: false,
  importResults: true,
};

/** A user of the caller's organization; anyone else answers 404, the same as a user that does not exist. */
export async function getUser(db: Database, auth: AuthContext, userId: string): Promise<TSessionUser> {
  const user = await findOrganizationUser(db, auth.organization.id, userId);
  if (!user) throw notFound('User not found');
  return toSessionUser(user);
}

export async function updateOwnProfile(
  db: Database,
  auth: AuthContext,
  userId: string,
  changes: { defaultCurrencyCode?: string | undefined; firstName?: string | undefined; lastName?: string | undefined },
): Promise<TSessionUser> {
  await getUser(db, auth, userId);
  if (userId !== auth.user.id) throw new AppError(403, 'NOT_OWN_PROFILE', 'You can only change your own profile.');
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const user = await updateUser(db, userId, defined);
  if (!user) throw notFound('User not found');
  return toSessionUser(user);
}

export async function acceptTerms(db: Database, auth: AuthContext): Promise<TSessionUser> {
  const user = await markTermsAccepted(db, auth.user.id);
  if (!user) throw new AppError(401, 'INVALID_SESSION', 'Invalid session');
  return toSessionUser(user);
}

export async function getEmailSettings(db: Database, auth: AuthContext): Promise<TEmailSettings> {
  const row = await findEmailSettings(db, auth.user.id);
  return row ? toEmailSettings(row) : DEFAULT_EMAIL_SETTINGS;
}

export async function saveEmailSettings(
  db: Database,
  auth: AuthContext,
  settings: TEmailSettings,
): Promise<TEmailSettings> {
  const row = await upsertEmailSettings(db, auth.user.id, settings);
  if (!row) throw new Error('email settings not saved');
  return toEmailSettings(row);
}

/** The settings only: the row's user id and dates stay in the API. */
function toEmailSettings(row: TEmailSettings): TEmailSettings {
  return {
    dailyAlertSummary: row.dailyAlertSummary,
    weeklyInsights: row.weeklyInsights,
    productNews: row.productNews,
    importResults: row.importResults,
  };
}
