// Lint rules that keep the architecture of docs/architecture.md true:
// no import cycles, no cross-feature imports in the web app, route → service →
// queries never backwards in the API, no `any` anywhere (so none at a request
// boundary), and the environment read in one module.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const dbAccess = [
  { name: '@brandlens/db', allowTypeImports: true, message: 'Only *.queries.ts files touch the database.' },
  { name: 'drizzle-orm', message: 'Import query helpers from @brandlens/db, in *.queries.ts files.' },
  { name: 'pg', allowTypeImports: true, message: 'Only *.queries.ts files touch the database.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment in apps/api/src/platform/env.ts only.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Where reading the environment is the file's job.
  {
    files: [
      'apps/api/src/platform/env.ts',
      'packages/db/src/testing/**',
      '**/*.test.ts',
      '**/*.config.ts',
      'e2e/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // API layering: route → service → queries, never backwards.
  {
    files: ['apps/api/src/**/*.route.ts', 'apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: dbAccess,
          patterns: [
            {
              group: ['**/*.route.ts'],
              message: 'Routes are leaves: nothing imports a route file except its module list.',
            },
          ],
        },
      ],
    },
  },
  // One copy of drizzle-orm: everything outside packages/db goes through @brandlens/db.
  {
    files: ['apps/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['apps/api/src/**/*.route.ts', 'apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: 'Import query helpers from @brandlens/db.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Import query helpers from @brandlens/db.' }],
          patterns: [
            {
              group: ['**/*.service.ts', '**/*.route.ts'],
              message: 'Queries never call back into services or routes.',
            },
          ],
        },
      ],
    },
  },
  // Web features import from contracts, lib and components, never from each other
  // (checked on resolved paths, so relative imports count too).
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'A web feature may not import another feature; move shared code to src/components or src/lib.',
          })),
        },
      ],
    },
  },
);
