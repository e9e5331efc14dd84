import type { TAdminSeller, TAdminUser } from '@brandlens/contracts';
import { createSession, healthBody } from '../../../test/fixtures';

// The admin area's calls every admin page makes, and sellers to list.

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

export function adminSeller(n: number, overrides: Partial<TAdminSeller> = {}): TAdminSeller {
  return {
    id: uuid(n),
    slug: `seller-${n}`,
    name: `Seller ${String(n).padStart(3, '0')}`,
    externalId: `EXT${n}`,
    listingOptimizationEnabled: false,
    organizationCount: 1,
    connections: [{ provider: 'amazon-sp-api', status: 'active' }],
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const sellerOrganization = (n: number, name: string, plan: 'DEFAULT' | 'PAID' | 'ENTERPRISE') => ({
  id: uuid(900 + n),
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  plan,
  userCount: n,
  linkedAt: '2026-04-02T08:00:00.000Z',
});

export function adminUser(n: number, overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: uuid(500 + n),
    email: `user${n}@acme.test`,
    firstName: 'User',
    lastName: String(n),
    role: 'USER',
    isAdmin: false,
    activated: true,
    organization: { id: uuid(901), name: 'Acme Org', slug: 'acme-org', plan: 'PAID' },
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
