import { defineConfig } from 'vitest/config';

// Three suites: `unit` (pure, fast, no database), `web` (React in jsdom) and
// `db` (integration against a real database: embedded PGlite by default,
// PostgreSQL when DATABASE_URL is set). See docs/architecture.md#tests.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core idle (cores - 1), which on the 2-core
    // CI machine meant every file ran one at a time (ADR 0050).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'db',
          environment: 'node',
          include: ['packages/*/src/**/*.db.test.ts', 'apps/api/src/**/*.db.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side like the other suites': each has its own database, copied from
          // a migrated template (packages/db/src/testing/test-template.ts).
        },
      },
    ],
  },
});
