import { defineConfig } from 'vitest/config';

// Three suites: `unit` (pure, fast, no database), `web` (React in jsdom) and
// `db` (integration against a real database: embedded PGlite by default,
// PostgreSQL when DATABASE_URL is set). See docs/architecture.md#tests.
export default defineConfig({
  test: {
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
          // Files run side by side like the other suites' (one worker per core): each has its own
          // database, copied from a migrated template (packages/db/src/testing/test-template.ts).
        },
      },
    ],
  },
});
