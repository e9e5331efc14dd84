import type { TSeller, TSignUpUser } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { createToken, hashToken } from '../../platform/auth/tokens.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { authErrors } from './auth.errors.ts';
import { checkCredentials, type SessionClient } from './login.service.ts';
import {
  findAggregatorId,
  freeSlug,
  insertAccount,
  InstallGrantUsedError,
  isEmailRegistered,
} from './registration.queries.ts';
import { sendVerificationMail, type RegistrationDeps } from './registration.service.ts';
import { shopifyAuthServiceFrom, shopifyAuthErrors, verifyShopifySessionToken } from './shopify-auth-service.ts';
import {
  findSellerByExternalId,
  insertInstallGrant,
  isLiveInstallGrant,
  linkShopToOrganization,
  ShopLinkedElsewhereError,
} from './shopify-install.queries.ts';
import type { Env } from '../../platform/env.ts';
import { slugify } from './slugify.ts';

/** Long enough to fill in the sign-up form, short enough that a stolen cookie is soon worthless. */
export const INSTALL_GRANT_MINUTES = 30;

export const shopifySignInErrors = {
  grantMissing: () =>
    new AppError(
      401,
      'SHOPIFY_INSTALL_NOT_CONFIRMED',
      'This Shopify installation could not be confirmed in this browser, or it was already used. Open Brandlens from your Shopify admin again.',
    ),
  /** A result, not a failure: the web sends the user to log in (SPEC §4). */
  registered: () => 'This Shopify store is already registered with Brandlens. Log in to the account it belongs to.',
  linkedElsewhere: () =>
    'This Shopify store is already linked to another Brandlens organization. Contact support to have it added to yours.',
};

export type ShopExists = { status: 'exists'; message: string };

/**
 * Verifies the installation's session token with the auth service and issues
 * the install grant for its shop. The grant (returned for the cookie) is what
 * the later steps trust, never a shop id sent by the browser alone.
 */
export async function verifyInstall(
  deps: { db: Database; env: Env },
  token: string,
): Promise<{ externalId: string; grant: string }> {
  const config = shopifyAuthServiceFrom(deps.env);
  if (!config) throw shopifyAuthErrors.notConfigured();
  const { externalId } = await verifyShopifySessionToken(config, token);
  const { token: grant, tokenHash } = createToken();
  await insertInstallGrant(deps.db, {
    tokenHash,
    externalId,
    expiresAt: new Date(Date.now() + INSTALL_GRANT_MINUTES * 60_000),
  });
  return { externalId, grant };
}

async function requireGrant(db: Database, grant: string | undefined, externalId: string): Promise<string> {
  if (!grant || grant.length > 200) throw shopifySignInErrors.grantMissing();
  const grantHash = hashToken(grant);
  if (!(await isLiveInstallGrant(db, grantHash, externalId))) throw shopifySignInErrors.grantMissing();
  return grantHash;
}

/** SPEC §4: the shop is authenticated by the grant; a new shop signs up, a registered one logs in. */
export async function authenticateShop(
  db: Database,
  grant: string | undefined,
  externalId: string,
): Promise<{ status: 'AVAILABLE' } | ShopExists> {
  await requireGrant(db, grant, externalId);
  if (await findSellerByExternalId(db, externalId))
    return { status: 'exists', message: shopifySignInErrors.registered() };
  return { status: 'AVAILABLE' };
}

/** 'acme-outdoor.myshopify.com' → 'Acme Outdoor'. */
export function shopDisplayName(externalId: string): string {
  const handle = externalId.replace(/\.myshopify\.com$/, '');
  return handle
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

type SignUpUser = Omit<TSignUpUser, 'firstName' | 'lastName'> & { firstName: string; lastName: string };

/**
 * Signs up with the shop of the grant: a new organization on the free plan,
 * the user (to verify by mail, as any sign-up) and the Shopify seller. The grant
 * is redeemed in the same transaction. Returns the user id to open the session.
 */
export async function signUpWithShop(
  deps: RegistrationDeps,
  grant: string | undefined,
  input: { user: SignUpUser; externalId: string; aggregatorSlug?: string | null | undefined },
  baseUrl: string,
): Promise<{ userId: string; seller: TSeller } | ShopExists> {
  const grantHash = await requireGrant(deps.db, grant, input.externalId);
  const { user, externalId } = input;
  if (await isEmailRegistered(deps.db, user.email)) throw authErrors.emailTaken();
  if (await findSellerByExternalId(deps.db, externalId))
    return { status: 'exists', message: shopifySignInErrors.registered() };

  const sellerName = user.sellerName || shopDisplayName(externalId);
  const organizationName = sellerName;
  const aggregatorSlug = input.aggregatorSlug || user.aggregatorSlug;
  const aggregatorId = aggregatorSlug ? ((await findAggregatorId(deps.db, aggregatorSlug)) ?? null) : null;
  let created;
  try {
    created = await insertAccount(deps.db, {
      organization: {
        name: organizationName,
        slug: await freeSlug(deps.db, 'organizations', slugify(organizationName, 'organization')),
        aggregatorId,
      },
      user: {
        email: user.email,
        passwordHash: await hashPassword(user.password),
        firstName: user.firstName,
        lastName: user.lastName,
        activated: false,
      },
      seller: {
        name: sellerName,
        slug: await freeSlug(deps.db, 'sellers', slugify(sellerName, 'seller')),
        externalId,
      },
      installGrant: { tokenHash: grantHash, externalId },
    });
  } catch (error) {
    if (error instanceof InstallGrantUsedError) throw shopifySignInErrors.grantMissing();
    if (!isUniqueViolation(error)) throw error;
    // A concurrent sign-up took the shop or the address first.
    if (await findSellerByExternalId(deps.db, externalId))
      return { status: 'exists', message: shopifySignInErrors.registered() };
    throw authErrors.emailTaken();
  }
  if (!created.seller) throw new Error('seller not created');
  await sendVerificationMail(deps, { id: created.id, email: created.email, firstName: created.firstName }, baseUrl);
  return { userId: created.id, seller: created.seller };
}

/**
 * Logs in with email and password and links the shop of the grant to the
 * user's organization. The password is checked before anything about the
 * shop is said; a shop of another organization is refused and nothing changes.
 */
export async function logInAndLinkShop(
  db: Database,
  grant: string | undefined,
  input: { username: string; password: string; externalId: string },
  client: SessionClient,
): Promise<{ userId: string; seller: TSeller } | ShopExists> {
  const grantHash = await requireGrant(db, grant, input.externalId);
  const user = await checkCredentials(db, { ...input, ...client, asAdmin: false });
  const name = shopDisplayName(input.externalId);
  try {
    const result = await linkShopToOrganization(db, {
      grantHash,
      organizationId: user.organizationId,
      externalId: input.externalId,
      name,
      slug: await freeSlug(db, 'sellers', slugify(name, 'seller')),
    });
    if (result.status === 'grant-used') throw shopifySignInErrors.grantMissing();
    return { userId: user.id, seller: result.seller };
  } catch (error) {
    const isShopTaken =
      error instanceof ShopLinkedElsewhereError ||
      // A concurrent link or sign-up created the shop first.
      (isUniqueViolation(error) && (await findSellerByExternalId(db, input.externalId)) !== undefined);
    if (isShopTaken) return { status: 'exists', message: shopifySignInErrors.linkedElsewhere() };
    throw error;
  }
}
