// Rows shaped on purpose: dates as ISO strings, only the fields the contracts name.
import type { TAdminSeller, TAlertingAccount } from '@brandlens/contracts';
import type { AdminSellerRow, SellerOrganizationRow } from './admin-sellers.queries.ts';
import type { AlertingAccountRow } from './alerting-account.queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toAdminSeller = (row: AdminSellerRow): TAdminSeller => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  externalId: row.externalId,
  listingOptimizationEnabled: row.listingOptimizationEnabled,
  organizationCount: Number(row.organizationCount),
  connections: row.connections.map(({ provider, status }) => ({ provider, status })),
  createdAt: iso(row.createdAt),
});

export const toSellerOrganization = (row: SellerOrganizationRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  plan: row.plan,
  userCount: Number(row.userCount),
  linkedAt: iso(row.linkedAt),
});

export const toAlertingAccount = (row: AlertingAccountRow): TAlertingAccount => ({
  sellerId: row.sellerId,
  enabled: row.enabled,
  recipientEmails: row.recipientEmails,
  note: row.note,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
