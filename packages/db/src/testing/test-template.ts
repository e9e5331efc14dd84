// Migrated templates for the `db` suite's databases. Starting an embedded PGlite from nothing runs
// its initdb (about 4 s here) and the migrations add about 1 s, so each test database used to cost
// 5 s; copying a data directory that already holds the migrated schema costs well under one. On
// PostgreSQL a database is created from a migrated template database instead of migrating each.
// Templates are named by a fingerprint of the migration files, so a new migration builds a new
// one; several vitest workers may ask at once, and only one of them builds.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedServer } from '../embedded/start-embedded-server.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../migrate.ts';
import { createPool } from '../pool.ts';

const TEMPLATE_PREFIX = 'brandlens-test-template-';
/** Taken on the server's `postgres` database while one worker builds the template database. */
const TEMPLATE_LOCK_KEY = 724_311_002;

let fingerprint: Promise<string> | undefined;

/** A short hash of every migration file and the journal: a template holds exactly these. */
export function migrationsFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256');
    const files = (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith('.sql')).sort();
    for (const name of [...files, 'meta/_journal.json']) {
      hash.update(name);
      hash.update(await readFile(join(MIGRATIONS_FOLDER, name)));
    }
    return hash.digest('hex').slice(0, 12);
  })();
  return fingerprint;
}

/** Which start a data directory or database is copied from: initdb's alone, or with the migrations. */
export type TemplateKind = 'empty' | 'migrated';

const dataDirTemplates = new Map<TemplateKind, Promise<string>>();

/** Builds one embedded data directory: started (and so initialised) once, migrated if asked, stopped. */
async function buildDataDir(kind: TemplateKind, into: string): Promise<void> {
  const server = await startEmbeddedServer({ dataDir: into });
  try {
    if (kind === 'migrated') {
      const pool = createPool({ connectionString: server.connectionString, max: 1, isEmbedded: true });
      try {
        await runMigrations(pool);
      } finally {
        await pool.end();
      }
    }
  } finally {
    await server.stop();
  }
}

/**
 * The `pgdata` folder to copy for a new embedded test database, built at the first need of this
 * machine. It is built beside its final place and renamed there, so a reader never sees half of it.
 */
export function embeddedTemplate(kind: TemplateKind): Promise<string> {
  let template = dataDirTemplates.get(kind);
  if (!template) {
    template = (async () => {
      const name = `${TEMPLATE_PREFIX}${kind}-${await migrationsFingerprint()}`;
      const finalDir = join(tmpdir(), name);
      if (existsSync(join(finalDir, 'pgdata'))) return join(finalDir, 'pgdata');
      const building = await mkdtemp(join(tmpdir(), `${name}.building-`));
      try {
        await buildDataDir(kind, building);
        await rm(join(building, 'brandlens.lock'), { force: true });
        await rename(building, finalDir).catch(async (error: NodeJS.ErrnoException) => {
          // Another worker renamed its own first: use that one.
          if (!existsSync(join(finalDir, 'pgdata'))) throw error;
        });
      } finally {
        await rm(building, { recursive: true, force: true });
      }
      await removeStaleTemplates(name);
      return join(finalDir, 'pgdata');
    })();
    // A failed build is tried again by the next test rather than failing every one after it.
    template.catch(() => dataDirTemplates.delete(kind));
    dataDirTemplates.set(kind, template);
  }
  return template;
}

/** Templates of earlier migrations are never used again; each holds about 40 MB. */
async function removeStaleTemplates(current: string): Promise<void> {
  const kindPrefix = current.slice(0, current.lastIndexOf('-') + 1);
  for (const entry of await readdir(tmpdir())) {
    if (entry.startsWith(kindPrefix) && entry !== current && !entry.includes('.building-'))
      await rm(join(tmpdir(), entry), { recursive: true, force: true });
  }
}

/** Copies a template's data directory into a new test database's directory. */
export async function copyEmbeddedTemplate(kind: TemplateKind, dataDir: string): Promise<void> {
  await cp(await embeddedTemplate(kind), join(dataDir, 'pgdata'), { recursive: true });
}

let databaseTemplate: Promise<string> | undefined;

/** The name of a migrated template database on the server, created at the first need. */
export function postgresTemplate(serverUrl: string): Promise<string> {
  databaseTemplate ??= (async () => {
    const name = `bl_template_${await migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const pool = createPool({ connectionString: url.toString(), max: 1, isEmbedded: false });
        try {
          await runMigrations(pool);
        } finally {
          await pool.end();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  databaseTemplate.catch(() => (databaseTemplate = undefined));
  return databaseTemplate;
}
