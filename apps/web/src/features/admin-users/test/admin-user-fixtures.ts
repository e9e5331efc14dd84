import type { TAdminUser, TAdminUserDetail } from '@brandlens/contracts';
import { createSession, healthBody } from '../../../test/fixtures';

// The admin area's calls every admin page makes, and users to list.

export const adminShell = {
  'GET /health': healthBody,
  'POST /sessions/verification': createSession({ isAdminSession: true }),
  'GET /v2/admin/profile': {
    id: '44444444-4444-4444-8444-444444444444',
    email: 'admin@brandlens.app',
    firstName: 'Ada',
    lastName: 'Admin',
  },
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const acmeOrganization = { id: uuid(901), name: 'Acme Org', slug: 'acme-org', plan: 'PAID' as const };

export function adminUser(n: number, overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: uuid(500 + n),
    email: `user${String(n).padStart(3, '0')}@acme.test`,
    firstName: 'User',
    lastName: String(n),
    role: 'USER',
    isAdmin: false,
    activated: true,
    organization: acmeOrganization,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function adminUserDetail(n: number, overrides: Partial<TAdminUserDetail> = {}): TAdminUserDetail {
  return { ...adminUser(n), sessionCount: 2, lastSeenAt: '2026-05-04T12:30:00.000Z', ...overrides };
}

export const emailSettingsCatalogue = {
  emailSettings: [
    { key: 'dailyAlertSummary', description: 'A daily mail with the alerts of the last day', defaultValue: true },
    { key: 'weeklyInsights', description: 'A weekly mail with performance insights', defaultValue: true },
    { key: 'productNews', description: 'Occasional mails about new features', defaultValue: false },
    { key: 'importResults', description: 'A mail when a report you uploaded has been imported', defaultValue: true },
  ],
};
