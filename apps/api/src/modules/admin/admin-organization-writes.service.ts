// The admin area's writes on organizations. Each runs in one transaction with its audit record
// (audit-log.queries.ts), whose before and after hold only the fields the write is about.
import type {
  TAdminAddSellerResult,
  TAdminOrganizationCreate,
  TAdminOrganizationUpdate,
  TPlan,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { freeSlug } from '../auth/registration.queries.ts';
import { slugify } from '../auth/slugify.ts';
import { recordAdminAction } from './audit-log.queries.ts';
import { adminOrganizationsErrors } from './admin-organizations.errors.ts';
import { findAdminOrganization } from './admin-organizations.queries.ts';
import { serializeAdminOrganization } from './admin-organizations.serializer.ts';
import {
  findSellerByIdOrSlug,
  insertOrganization,
  isOrganizationSlugTaken,
  linkSeller,
  lockOrganization,
  updateOrganizationFields,
  type Transaction,
} from './admin-organization-writes.queries.ts';

export interface AdminCaller {
  auth: AuthContext;
  ipAddress: string | null;
}

async function organizationOf(tx: Transaction, id: string) {
  const row = await findAdminOrganization(tx, id);
  if (!row) throw new Error('organization vanished inside its own transaction');
  return serializeAdminOrganization(row);
}

/** A slug another organization took between the check and the write is the same 409. */
async function withSlugConflict<T>(slug: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (slug && isUniqueViolation(error)) throw adminOrganizationsErrors.slugTaken(slug);
    throw error;
  }
}

export function updateAdminOrganization(
  db: Database,
  caller: AdminCaller,
  idOrSlug: string,
  patch: TAdminOrganizationUpdate,
) {
  return withSlugConflict(patch.slug, () =>
    db.transaction(async (tx) => {
      const current = await lockOrganization(tx, idOrSlug);
      if (!current) throw adminOrganizationsErrors.notFound();
      if (patch.slug && (await isOrganizationSlugTaken(tx, patch.slug, current.id)))
        throw adminOrganizationsErrors.slugTaken(patch.slug);
      const after = {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.slug ? { slug: patch.slug } : {}),
      };
      const before = Object.fromEntries(Object.keys(after).map((key) => [key, current[key as keyof typeof after]]));
      await updateOrganizationFields(tx, current.id, after);
      await recordAdminAction(tx, caller.auth, caller.ipAddress, {
        action: 'organization.update',
        targetType: 'organization',
        targetId: current.id,
        targetLabel: after.slug ?? current.slug,
        before,
        after,
      });
      return organizationOf(tx, current.id);
    }),
  );
}

/**
 * Sets the plan. An organization paying through a live Stripe subscription is not moved to DEFAULT:
 * Stripe's next event would set PAID again (stripe-webhook.service.ts), so the subscription must end in
 * Stripe. PAID and ENTERPRISE may be swapped: billing keeps ENTERPRISE through its events.
 */
export function updateAdminOrganizationPlan(db: Database, caller: AdminCaller, idOrSlug: string, plan: TPlan) {
  return db.transaction(async (tx) => {
    const current = await lockOrganization(tx, idOrSlug);
    if (!current) throw adminOrganizationsErrors.notFound();
    if (plan === 'DEFAULT' && current.plan !== 'DEFAULT' && current.stripeSubscriptionId)
      throw adminOrganizationsErrors.subscribed();
    await updateOrganizationFields(tx, current.id, { plan });
    await recordAdminAction(tx, caller.auth, caller.ipAddress, {
      action: 'organization.plan',
      targetType: 'organization',
      targetId: current.id,
      targetLabel: current.slug,
      before: { plan: current.plan },
      after: { plan },
    });
    return organizationOf(tx, current.id);
  });
}

/** Creates an organization without users. Without a slug, one is made from the name as sign-up does. */
export async function createAdminOrganization(db: Database, caller: AdminCaller, body: TAdminOrganizationCreate) {
  const slug = body.slug ?? (await freeSlug(db, 'organizations', slugify(body.name, 'organization')));
  return withSlugConflict(slug, () =>
    db.transaction(async (tx) => {
      if (body.slug && (await isOrganizationSlugTaken(tx, body.slug))) throw adminOrganizationsErrors.slugTaken(slug);
      const values = { name: body.name, slug, plan: body.plan };
      const id = await insertOrganization(tx, values);
      await recordAdminAction(tx, caller.auth, caller.ipAddress, {
        action: 'organization.create',
        targetType: 'organization',
        targetId: id,
        targetLabel: slug,
        after: values,
      });
      return organizationOf(tx, id);
    }),
  );
}

/** Adds a seller to an organization; one it has already is a result (SPEC §8), not an error. */
export function addSellerToOrganization(
  db: Database,
  caller: AdminCaller,
  idOrSlug: string,
  sellerIdOrSlug: string,
): Promise<TAdminAddSellerResult> {
  return db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, idOrSlug);
    if (!organization) throw adminOrganizationsErrors.notFound();
    const found = await findSellerByIdOrSlug(tx, sellerIdOrSlug);
    if (!found) throw adminOrganizationsErrors.sellerNotFound();
    const seller = { id: found.id, slug: found.slug, name: found.name };
    if (!(await linkSeller(tx, organization.id, seller.id)))
      return {
        status: 'ALREADY_ADDED',
        message: `${seller.name} is already a seller of ${organization.name}.`,
        seller,
      };
    await recordAdminAction(tx, caller.auth, caller.ipAddress, {
      action: 'organization.add-seller',
      targetType: 'organization',
      targetId: organization.id,
      targetLabel: organization.slug,
      after: { sellerId: seller.id, sellerSlug: seller.slug },
    });
    return { status: 'ADDED', message: `${seller.name} is now a seller of ${organization.name}.`, seller };
  });
}
