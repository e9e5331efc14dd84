import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplittingGroups } from './build/code-splitting.ts';
import { precompress } from './build/precompress-plugin.ts';

// Anchored to this folder so the build works the same from the workspace and the repository root.
const webRoot = fileURLToPath(new URL('.', import.meta.url));

const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry holds everything the first render needs (about 730 kB, 215 kB gzip: build/code-splitting.ts);
    // ECharts, about 510 kB, is its own chunk, loaded only where a chart is drawn.
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups } } },
  },
});
