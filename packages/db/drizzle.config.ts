import { defineConfig } from 'drizzle-kit';

// Run from packages/db: `npm run db:generate -- --name <change>` at the root.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});
