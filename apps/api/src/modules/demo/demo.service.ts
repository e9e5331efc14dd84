import type { Database } from '@brandlens/db';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { countOrganizations, findUserPasswordHash, insertDemoAccount } from './demo.queries.ts';

export const DEMO_ORGANIZATION = { name: 'Demo Brands', slug: 'demo-brands' } as const;
export const DEMO_SELLER = { name: 'Demo Seller', slug: 'demo-seller' } as const;

export interface DemoLogin {
  email: string;
  /** Present only while the demo user still has the configured password. */
  password: string | undefined;
  created: boolean;
  /** The demo seller, when it was created by this call. */
  sellerId?: string;
}

/**
 * On first start with an empty database, creates a demo organization, user
 * and seller so the product can be tried at once. Never touches a database
 * that already has organizations.
 */
export async function ensureDemoAccount(db: Database, email: string, password: string): Promise<DemoLogin | undefined> {
  const normalisedEmail = email.trim().toLowerCase();
  if ((await countOrganizations(db)) === 0) {
    const sellerId = await insertDemoAccount(db, {
      organization: DEMO_ORGANIZATION,
      user: { email: normalisedEmail, passwordHash: await hashPassword(password), firstName: 'Demo', lastName: 'User' },
      seller: DEMO_SELLER,
    });
    return { email: normalisedEmail, password, created: true, sellerId };
  }
  const passwordHash = await findUserPasswordHash(db, normalisedEmail);
  if (!passwordHash) return undefined;
  const isConfiguredPassword = await verifyPassword(passwordHash, password);
  return { email: normalisedEmail, password: isConfiguredPassword ? password : undefined, created: false };
}
