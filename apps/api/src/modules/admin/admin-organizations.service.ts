// The admin area's organization reads: each inside the read deadline, rows shaped by the serializer.
import type { TAdminOrganizationsQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { decodeAdminCursor, toPage } from './admin-keyset-cursor.ts';
import { adminOrganizationsErrors } from './admin-organizations.errors.ts';
import {
  findAdminOrganization,
  findAdminOrganizations,
  findOrganizationSellers,
  findOrganizationSuggestions,
  findOrganizationUsers,
} from './admin-organizations.queries.ts';
import {
  serializeAdminOrganization,
  serializeOrganizationSeller,
  serializeOrganizationUser,
  serializeSuggestion,
} from './admin-organizations.serializer.ts';

export const ADMIN_READ_DEADLINE_MS = 5_000;
const deadline = (what: string) => ({ ms: ADMIN_READ_DEADLINE_MS, what });

export async function listAdminOrganizations(db: Database, query: TAdminOrganizationsQuery) {
  const after = query.cursor ? decodeAdminCursor(query.cursor) : undefined;
  // One row more than the page: whether there is a next page.
  const rows = await withReadDeadline(db, deadline('The organizations'), (reader) =>
    findAdminOrganizations(
      reader,
      { search: query.search || undefined, plan: query.plan },
      { limit: query.limit + 1, after },
    ),
  );
  const { page, nextCursor } = toPage(rows, query.limit);
  return { items: page.map(serializeAdminOrganization), nextCursor };
}

export async function listOrganizationSuggestions(db: Database, search: string) {
  const rows = await withReadDeadline(db, deadline('The suggestions'), (reader) =>
    findOrganizationSuggestions(reader, search),
  );
  return { items: rows.map(serializeSuggestion) };
}

export async function getAdminOrganization(db: Database, idOrSlug: string) {
  const row = await withReadDeadline(db, deadline('The organization'), (reader) =>
    findAdminOrganization(reader, idOrSlug),
  );
  if (!row) throw adminOrganizationsErrors.notFound();
  return serializeAdminOrganization(row);
}

export async function listOrganizationUsers(db: Database, idOrSlug: string) {
  const rows = await withReadDeadline(db, deadline("The organization's users"), async (reader) => {
    const organization = await findAdminOrganization(reader, idOrSlug);
    return organization ? findOrganizationUsers(reader, organization.id) : undefined;
  });
  if (!rows) throw adminOrganizationsErrors.notFound();
  return { items: rows.map(serializeOrganizationUser) };
}

export async function listOrganizationSellers(db: Database, idOrSlug: string) {
  const rows = await withReadDeadline(db, deadline("The organization's sellers"), async (reader) => {
    const organization = await findAdminOrganization(reader, idOrSlug);
    return organization ? findOrganizationSellers(reader, organization.id) : undefined;
  });
  if (!rows) throw adminOrganizationsErrors.notFound();
  return { items: rows.map(serializeOrganizationSeller) };
}
