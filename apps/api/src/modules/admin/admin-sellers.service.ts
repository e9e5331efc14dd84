// The admin area's sellers: every seller, its organizations and users, renaming and listing
// optimisation, and the links to organizations. Each write and its audit record share a transaction.
import type { TAdminSeller } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import {
  adminSellerNotFound,
  alreadyLinked,
  invalidCursor,
  lastOrganization,
  notLinked,
  organizationNotFound,
} from './admin-sellers.errors.ts';
import {
  deleteSellerLink,
  findAdminSeller,
  findAdminSellersPage,
  findListingOptimizationSellers,
  findOrganizationLabel,
  findSellerOrganizations,
  findSellerUsers,
  insertSellerLink,
  lockSeller,
  lockSellerLinks,
  updateSeller,
} from './admin-sellers.queries.ts';
import { toAdminSeller, toSellerOrganization } from './admin-sellers.serializer.ts';
import { toAdminUser } from './admin-users.serializer.ts';
import { recordAdminAction } from './audit-log.queries.ts';

const READ = { ms: 10_000, what: 'The sellers' };

/** Who acts, and from where, for the audit log. */
export interface AdminActor {
  auth: AuthContext;
  ip: string | null;
}

const encodeCursor = (row: { name: string; id: string }) =>
  Buffer.from(JSON.stringify([row.name, row.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): { name: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const isUuid = (text: unknown) => typeof text === 'string' && /^[0-9a-f-]{36}$/i.test(text);
    if (Array.isArray(value) && typeof value[0] === 'string' && isUuid(value[1]))
      return { name: value[0], id: value[1] as string };
  } catch {
    // Falls through to the 422 below.
  }
  throw invalidCursor();
}

export async function findSellers(
  db: Database,
  query: { search?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor);
  // One row more than asked tells whether another page follows.
  const rows = await withReadDeadline(db, READ, (reader) =>
    findAdminSellersPage(reader, { search: query.search || undefined, after, limit: query.limit + 1 }),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page.map(toAdminSeller), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

export async function findSellersByListingOptimization(
  db: Database,
  query: { page: number; perPage: number; search?: string | undefined; enabled: 'true' | 'false' },
) {
  const { total, rows } = await withReadDeadline(db, READ, (reader) =>
    findListingOptimizationSellers(reader, {
      ...query,
      search: query.search || undefined,
      isEnabled: query.enabled === 'true',
    }),
  );
  return { pagination: { page: query.page, perPage: query.perPage, total }, sellers: rows.map(toAdminSeller) };
}

export async function getSellerForAdmin(db: Database, sellerId: string): Promise<TAdminSeller> {
  const row = await withReadDeadline(db, READ, (reader) => findAdminSeller(reader, sellerId));
  if (!row) throw adminSellerNotFound();
  return toAdminSeller(row);
}

export async function listSellerOrganizations(db: Database, sellerId: string) {
  const rows = await withReadDeadline(db, READ, async (reader) => {
    if (!(await findAdminSeller(reader, sellerId))) throw adminSellerNotFound();
    return findSellerOrganizations(reader, sellerId);
  });
  return { organizations: rows.map(toSellerOrganization) };
}

export async function listSellerUsers(db: Database, sellerId: string) {
  const rows = await withReadDeadline(db, READ, async (reader) => {
    if (!(await findAdminSeller(reader, sellerId))) throw adminSellerNotFound();
    return findSellerUsers(reader, sellerId);
  });
  return { users: rows.map(toAdminUser) };
}

export async function updateSellerAsAdmin(
  db: Database,
  actor: AdminActor,
  sellerId: string,
  changes: { name?: string | undefined; listingOptimizationEnabled?: boolean | undefined },
): Promise<TAdminSeller> {
  await db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) throw adminSellerNotFound();
    const after = {
      name: changes.name ?? seller.name,
      listingOptimizationEnabled: changes.listingOptimizationEnabled ?? seller.isOn,
    };
    await updateSeller(tx, sellerId, after);
    await recordAdminAction(tx, actor.auth, actor.ip, {
      action: 'seller.update',
      targetType: 'seller',
      targetId: sellerId,
      targetLabel: seller.slug,
      before: { name: seller.name, listingOptimizationEnabled: seller.isOn },
      after,
    });
  });
  return getSellerForAdmin(db, sellerId);
}

type LinkChange = { kind: 'link' } | { kind: 'unlink' } | { kind: 'move'; to: string };

/**
 * Links the seller to an organization, unlinks it, or moves it from one to another. The last
 * organization is never unlinked: a seller nobody sees would be unreachable data, so it is moved.
 */
export async function changeSellerLink(
  db: Database,
  actor: AdminActor,
  ids: { sellerId: string; organizationId: string },
  change: LinkChange,
) {
  await db.transaction(async (tx) => {
    const seller = await lockSeller(tx, ids.sellerId);
    if (!seller) throw adminSellerNotFound();
    const linked = await lockSellerLinks(tx, ids.sellerId);
    const isLinked = linked.includes(ids.organizationId);
    const organization = await findOrganizationLabel(tx, ids.organizationId);
    if (!organization) throw organizationNotFound();
    let after: string[];
    if (change.kind === 'link') {
      if (isLinked) throw alreadyLinked();
      await insertSellerLink(tx, ids.sellerId, ids.organizationId);
      after = [...linked, ids.organizationId];
    } else {
      if (!isLinked) throw notLinked();
      if (change.kind === 'unlink' && linked.length === 1) throw lastOrganization();
      if (change.kind === 'move') {
        if (!(await findOrganizationLabel(tx, change.to))) throw organizationNotFound();
        if (linked.includes(change.to)) throw alreadyLinked();
        await insertSellerLink(tx, ids.sellerId, change.to);
      }
      await deleteSellerLink(tx, ids.sellerId, ids.organizationId);
      after = linked.filter((id) => id !== ids.organizationId).concat(change.kind === 'move' ? [change.to] : []);
    }
    await recordAdminAction(tx, actor.auth, actor.ip, {
      action: `seller.organizations.${change.kind}`,
      targetType: 'seller',
      targetId: ids.sellerId,
      targetLabel: seller.slug,
      before: { organizationIds: [...linked].sort() },
      after: { organizationIds: after.sort() },
    });
  });
  return listSellerOrganizations(db, ids.sellerId);
}
