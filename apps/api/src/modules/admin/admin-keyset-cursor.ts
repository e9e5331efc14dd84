// The keyset cursor of the admin lists ordered newest first: the last row's created_at (to the
// microsecond, so rows created in the same millisecond never repeat or go missing) and its id,
// opaque to the client. A cursor that does not decode is the client's mistake (422), never a 500.
import { isUuidShaped } from '@brandlens/contracts';
import { sql, type SQL } from '@brandlens/db';
import { AppError } from '../../platform/errors.ts';

export interface AdminKeysetCursor {
  createdKey: string;
  id: string;
}

const CREATED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const adminCursorInvalid = () =>
  new AppError(422, 'ADMIN_CURSOR_INVALID', 'This page link is no longer valid; start again from the first page.', [
    'cursor: start again from the first page',
  ]);

/** created_at as the cursor's text, to the microsecond, in UTC. */
export const createdKeyOf = (column: SQL | unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in (created_at desc, id desc) order. */
export const afterCursor = (createdAt: unknown, id: unknown, cursor: AdminKeysetCursor) =>
  sql`(${createdAt}, ${id}) < (${cursor.createdKey}::timestamptz, ${cursor.id}::uuid)`;

export function encodeAdminCursor(cursor: AdminKeysetCursor): string {
  return Buffer.from(`${cursor.createdKey}|${cursor.id}`, 'utf8').toString('base64url');
}

/** A time that exists (no 30 February, which the database would refuse with an error). */
function isRealTime(createdKey: string): boolean {
  const milliseconds = `${createdKey.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
}

export function decodeAdminCursor(text: string): AdminKeysetCursor {
  const [createdKey = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CREATED_KEY.test(createdKey) || !isUuidShaped(id) || !isRealTime(createdKey))
    throw adminCursorInvalid();
  return { createdKey, id };
}

/** Cuts the one extra row a page query reads and makes the next cursor from the last kept row. */
export function toPage<R extends { createdKey: string; id: string }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeAdminCursor({ createdKey: last.createdKey, id: last.id }) : null;
  return { page, nextCursor };
}

/** A LIKE pattern that matches the term anywhere, its own % _ and \ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
