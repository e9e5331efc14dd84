// Test databases for the `db` suite: a fresh embedded PGlite server in a temp
// directory by default, or a fresh database on the PostgreSQL server named by
// DATABASE_URL (what CI does after the default run). Tests never share data:
// each database is a copy of a migrated template (test-template.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedServer } from '../embedded/start-embedded-server.ts';
import { createDatabase, createPool, type Database } from '../pool.ts';
import { copyEmbeddedTemplate, postgresTemplate } from './test-template.ts';

export interface TestDatabase {
  backend: 'pglite' | 'postgresql';
  connectionString: string;
  pool: pg.Pool;
  db: Database;
  destroy(): Promise<void>;
}

/** The server the db suite runs against; read here so test files never touch process.env. */
export function testServerUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function testBackendName(): TestDatabase['backend'] {
  return testServerUrl() ? 'postgresql' : 'pglite';
}

async function createPostgresDatabase(
  serverUrl: string,
  migrated: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bl_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = migrated ? ` template ${await postgresTemplate(serverUrl)}` : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A new database holding every migration, or none with `migrate: false`. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const migrated = options.migrate !== false;
  let connectionString: string;
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, migrated);
    connectionString = database.url;
    cleanup = database.drop;
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'brandlens-test-'));
    await copyEmbeddedTemplate(migrated ? 'migrated' : 'empty', dataDir);
    const server = await startEmbeddedServer({ dataDir });
    connectionString = server.connectionString;
    cleanup = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const pool = createPool({ connectionString, max: 5, applicationName: 'brandlens-test', isEmbedded: !serverUrl });
  return {
    backend: serverUrl ? 'postgresql' : 'pglite',
    connectionString,
    pool,
    db: createDatabase(pool),
    async destroy() {
      await pool.end();
      await cleanup();
    },
  };
}
