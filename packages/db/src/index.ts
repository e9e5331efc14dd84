export * from './query-builder.ts';
export * from './schema/index.ts';
export { createPool, createDatabase, type Database, type PoolOptions } from './pool.ts';
export { runMigrations, waitForDatabase, MIGRATIONS_FOLDER } from './migrate.ts';
export {
  startEmbeddedServer,
  type EmbeddedServer,
  type EmbeddedServerOptions,
} from './embedded/start-embedded-server.ts';
export {
  acquireDataDirLock,
  DataDirLockedError,
  findRunningServerPort,
  LOCK_FILE_NAME,
} from './embedded/data-dir-lock.ts';
export { createTestDatabase, testBackendName, type TestDatabase } from './testing/test-database.ts';
