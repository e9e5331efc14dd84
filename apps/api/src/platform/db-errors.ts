const codeOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;

/** The error and what it wraps (drizzle's DrizzleQueryError keeps the driver's error as `cause`; AggregateError its `errors`). */
function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (error === undefined || error === null || depth > 5) return;
  yield error;
  if (typeof error !== 'object') return;
  if ('cause' in error) yield* errorChain((error as { cause: unknown }).cause, depth + 1);
  if (error instanceof AggregateError) for (const inner of error.errors) yield* errorChain(inner, depth + 1);
}

/** True for PostgreSQL's unique_violation (23505), also when wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}

/** Socket errors of a database that cannot be reached or went away mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is shutting down, starting up or refusing
 * connections for now: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now, 53300 too_many_connections, and class 08
 * (connection exception).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * What node-postgres and its pool say when a connection dies or cannot be made
 * (these errors carry no code): 'Connection terminated unexpectedly',
 * 'Connection terminated due to connection timeout', 'timeout exceeded when
 * trying to connect', 'Client has encountered a connection error and is not
 * queryable', 'Client was closed and is not queryable'.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Connection ended unexpectedly/,
];

function unavailableCause(error: unknown): unknown {
  for (const entry of errorChain(error)) {
    const code = codeOf(entry);
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return entry;
    const message = entry instanceof Error ? entry.message : undefined;
    if (message && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return entry;
  }
  return undefined;
}

/**
 * True when a failure means the database is unreachable for now (outage,
 * restart, failover, pool unable to connect) rather than a fault of the
 * request or of the code: worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/** The driver's own words (code and message) for the log: never a query's text or its parameters. */
export function describeDatabaseFailure(error: unknown): { code?: string; message: string } {
  const cause = unavailableCause(error) ?? error;
  const code = codeOf(cause);
  const message =
    cause instanceof Error && cause.message && !cause.message.startsWith('Failed query')
      ? cause.message
      : 'unreachable';
  return { ...(typeof code === 'string' ? { code } : {}), message };
}
