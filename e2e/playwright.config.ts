import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The built app on a fresh embedded database, as `npm start` runs it.
const port = Number(process.env.E2E_PORT || 3217);
const dataDir = mkdtempSync(join(tmpdir(), 'brandlens-e2e-'));
export const E2E_DEMO = { email: 'e2e-demo@brandlens.app', password: 'e2e-demo-password' };

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../apps/api/src/start.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_EMAIL: E2E_DEMO.email,
      DEMO_PASSWORD: E2E_DEMO.password,
      LOG_LEVEL: 'warn',
      WORKER_HEARTBEAT_CRON: '* * * * *',
    },
  },
});
