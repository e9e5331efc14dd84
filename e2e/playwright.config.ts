import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { APP_PORT, APP_URL, MAIL_SINK, SELLER_CENTRAL, SELLER_CENTRAL_APP_ENV, SHOPIFY_AUTH } from './support/ports.ts';

// The built app on a fresh embedded database, as `npm start` runs it, sending
// its mails to a real SMTP server that the specs can read, checking Shopify
// install tokens with a local stand-in of the Shopify auth service, and
// connecting Seller Central accounts through a local stand-in for Amazon.
// Made once by the runner and inherited by its workers, so specs can run CLI
// commands against the app's data directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'brandlens-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
export const E2E_DEMO = { email: 'e2e-demo@brandlens.app', password: 'e2e-demo-password' };
export const E2E_ADMIN = { email: 'e2e-admin@brandlens.app', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  // The JSON report lets `npm test` repeat each failure's error at the very end of its output.
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL: APP_URL,
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
  webServer: [
    {
      command: 'node support/mail-sink.ts',
      url: `${MAIL_SINK.http}/mails`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK.smtpPort), MAIL_SINK_HTTP_PORT: String(MAIL_SINK.httpPort) },
    },
    {
      command: 'node support/fake-shopify-auth.ts',
      url: `${SHOPIFY_AUTH.url}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node support/fake-amazon-server.ts',
      url: `${SELLER_CENTRAL.url}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node ../apps/api/src/start.ts',
      url: `${APP_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        APP_URL,
        SMTP_URL: MAIL_SINK.smtp,
        DEMO_EMAIL: E2E_DEMO.email,
        DEMO_PASSWORD: E2E_DEMO.password,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SHOPIFY_AUTH_SERVICE_URL: SHOPIFY_AUTH.url,
        SHOPIFY_AUTH_SERVICE_CLIENT_ID: SHOPIFY_AUTH.clientId,
        SHOPIFY_AUTH_SERVICE_CLIENT_SECRET: SHOPIFY_AUTH.clientSecret,
        ...SELLER_CENTRAL_APP_ENV,
        // Rarely firing (1 January, 03:23 UTC): no daily alert summary lands in the mail sink mid-run.
        ALERTS_DAILY_SUMMARY_CRON: '23 3 1 1 *',
        // Yearly too: the specs decide when alerts are evaluated (an upload, a rules change, Evaluate now).
        ALERTS_EVALUATION_CRON: '29 3 1 1 *',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
