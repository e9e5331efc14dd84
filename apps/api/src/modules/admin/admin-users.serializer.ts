// Users shaped on purpose: never the password hash, dates as ISO strings.
import type { TAdminUser, TAdminUserDetail } from '@brandlens/contracts';
import type { AdminUserDetailRow, AdminUserRow } from './admin-users.queries.ts';

export const toAdminUser = (row: AdminUserRow): TAdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  isAdmin: row.isAdmin,
  activated: row.activated,
  organization: {
    id: row.organization.id,
    name: row.organization.name,
    slug: row.organization.slug,
    plan: row.organization.plan,
  },
  createdAt: new Date(row.createdAt).toISOString(),
});

export const toAdminUserDetail = (row: AdminUserDetailRow): TAdminUserDetail => ({
  ...toAdminUser(row),
  sessionCount: Number(row.sessionCount),
  lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt).toISOString(),
});
