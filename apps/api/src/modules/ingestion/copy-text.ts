// COPY FROM STDIN in its text format (ADR 0038): how rows reach PostgreSQL
// fastest. The embedded PGlite has no COPY FROM STDIN; callers ask
// acceptsCopyFromStdin and fall back to unnest statements there.
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Whether the server takes COPY FROM STDIN: every PostgreSQL server does, the embedded PGlite does not. */
export async function acceptsCopyFromStdin(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ embedded: boolean }>(`select version() like '%PGlite%' as embedded`);
  return rows[0]?.embedded === false;
}

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: \N for null, backslash escapes for the characters that end a field or row. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char] ?? char) : text;
}

/** Runs `statement` (a COPY … FROM STDIN) with `text` (lines built with copyField) as its whole input. */
export async function copyFromText(client: PoolClient, statement: string, text: string): Promise<void> {
  const stream = client.query(copyFrom(statement));
  const done = finished(stream);
  stream.end(text);
  await done;
}
