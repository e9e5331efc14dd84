// A deadline for the reads that answer a user: the database cancels a
// statement that runs past it (statement_timeout, on PostgreSQL), and the
// caller stops waiting at it whatever the backend (the embedded PGlite has no
// statement timer). Past it the request answers 503 instead of hanging.
import { sql, type Database } from '@brandlens/db';
import { AppError } from '../errors.ts';

/** What a read inside the deadline may use: a transaction or the pool, the same query methods. */
export type DatabaseReader = Pick<Database, 'execute' | 'select'>;

export const READ_DEADLINE_EXCEEDED = 'READ_DEADLINE_EXCEEDED';

/** PostgreSQL's query_canceled: statement_timeout fired. */
const QUERY_CANCELED = '57014';

export const readDeadlineExceeded = (what: string, ms: number) =>
  new AppError(503, READ_DEADLINE_EXCEEDED, `${what} took longer than ${ms / 1000} s to read; try again in a moment.`);

function isQueryCanceled(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  return codeOf(error) === QUERY_CANCELED || codeOf(cause) === QUERY_CANCELED;
}

/** Settings of the read's transaction besides the timeout, e.g. `{ work_mem: '32MB' }`. */
export type ReadSettings = Readonly<Record<string, string>>;

/**
 * A user's reads go through keys and kept rollups, so they are short: compiling a plan with JIT
 * (from a cost estimate the rollups' sums reach) costs more than it saves, about 90 ms at p50 and
 * 260 ms at p95 of the product table's first read (ADR 0047). A read may turn it on in its settings.
 */
const READ_DEFAULTS: ReadSettings = { jit: 'off' };

/**
 * Runs `read` in one read-only, repeatable-read transaction (its queries see one
 * snapshot, so figures and totals agree) whose statements may each run `ms`
 * milliseconds; the whole read, waiting for a connection included, gets `ms`
 * too. `what` names the read in the 503 message. `signal` aborts at the
 * deadline, so that a read done in steps stops between them.
 */
export async function withReadDeadline<T>(
  db: Database,
  deadline: { ms: number; what: string; settings?: ReadSettings },
  read: (reader: DatabaseReader, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { ms, what } = deadline;
  const settings = { ...READ_DEFAULTS, ...deadline.settings, statement_timeout: String(ms) };
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(readDeadlineExceeded(what, ms));
    }, ms);
  });
  const run = db.transaction(
    async (tx) => {
      const setConfigs = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
      await tx.execute(sql`select ${sql.join(setConfigs, sql`, `)}`);
      return read(tx, controller.signal);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  try {
    // The race keeps a handler on `run`, so a read that fails after the deadline is not left unhandled.
    return await Promise.race([run, expired]);
  } catch (error) {
    if (isQueryCanceled(error)) throw readDeadlineExceeded(what, ms);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `read` on the pool, outside any transaction: for a check of a statement or two through
 * keys (bounded whatever the history), whose transaction's begin, settings and commit would cost
 * more round trips than the check itself. The caller stops waiting at `ms` (503), as above.
 */
export async function withPoolDeadline<T>(
  db: Database,
  deadline: { ms: number; what: string },
  read: (reader: DatabaseReader) => Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(readDeadlineExceeded(deadline.what, deadline.ms)), deadline.ms);
  });
  try {
    return await Promise.race([read(db), expired]);
  } finally {
    clearTimeout(timer);
  }
}
