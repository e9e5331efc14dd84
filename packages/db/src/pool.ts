import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface PoolOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  /**
   * The embedded database (PGlite behind a socket, ADR 0002): it runs one
   * connection's work at a time, a new connection's handshake included, so
   * opening a connection has no time limit there (it waits its turn).
   */
  isEmbedded?: boolean;
}

/** How long opening a connection to a PostgreSQL server may take before it fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool whose checkouts wait for a free connection as long as it takes: when
 * every connection is busy a query queues rather than fails (pg-pool's
 * connectionTimeoutMillis would fail it after that long, answering a user's
 * request with a 500 under load). Opening a new connection still fails after
 * CONNECT_TIMEOUT_MS on a server (one that does not answer is an error), not on
 * the embedded database, where a handshake waits behind other connections' queries.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const connectTimeout = options.isEmbedded ? 0 : CONNECT_TIMEOUT_MS;
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeout });
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'brandlens',
    // 0: no limit on the wait for a free connection; the client above limits the handshake.
    connectionTimeoutMillis: 0,
    idleTimeoutMillis: 30_000,
    Client,
  });
  // An idle client that loses its server must not crash the process; the pool
  // drops it and the next checkout reconnects.
  pool.on('error', () => {});
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
