import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Referenced from the repository's vitest.config.ts; the root keeps globs relative to apps/web.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    root: webRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Above the 5 s that queries wait for a page (src/test/setup.ts), so a slow one fails on what it waited for.
    testTimeout: 15_000,
  },
});
