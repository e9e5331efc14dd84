import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// Arbitrary constant shared by every process of the product: API and worker
// processes may start together, and only one of them may apply migrations.
const MIGRATION_LOCK_KEY = 724_311_001;

/** Applies every pending migration of packages/db/migrations; the same files run on PGlite and PostgreSQL. */
export async function runMigrations(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Waits until the database accepts connections (a server that is still starting), then resolves. */
export async function waitForDatabase(pool: Pool, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`The database did not answer within ${timeoutMs / 1000} s: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
