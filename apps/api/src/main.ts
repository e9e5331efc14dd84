// HTTP entry point: composition only. Needs DATABASE_URL (`npm start` provides
// one for the embedded database).
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ensureAdminAccount } from './modules/admin/admin.service.ts';
import { seedDemoSellerData } from './modules/demo/demo-data.service.ts';
import { ensureDemoAccount } from './modules/demo/demo.service.ts';
import { createPgBossProducer } from './platform/jobs/job-producer.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { connectDatabase, createLogger, loadEnvOrExit } from './platform/boot.ts';
import { createLoggerOptions } from './platform/logger.ts';
import { onShutdown } from './platform/shutdown.ts';
import { APP_VERSION } from './platform/version.ts';

const env = loadEnvOrExit();
const logger = createLogger(env, 'api');
const deps = {
  ...(await connectDatabase(env, 'brandlens-api')),
  mailer: createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    logger,
    areLinksLogged: env.NODE_ENV !== 'production',
  }),
  jobs: createPgBossProducer(env.DATABASE_URL ?? ''),
};

const demo = await ensureDemoAccount(deps.db, env.DEMO_EMAIL, env.DEMO_PASSWORD);
const demoData =
  demo?.sellerId && env.DEMO_DATA ? await seedDemoSellerData(deps, demo.sellerId, new Date()) : undefined;
// After the demo account: the demo is made only on an empty database.
if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  const outcome = await ensureAdminAccount(deps.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  logger.info({ email: env.ADMIN_EMAIL, outcome }, 'admin account from ADMIN_EMAIL');
}
const webDistDir = env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp(deps, { logger: createLoggerOptions(env), webDistDir });
onShutdown(logger, [() => app.close(), () => deps.jobs.stop(), async () => deps.mailer.close(), () => deps.pool.end()]);

await app.listen({ host: env.HOST, port: env.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`;
const lines = [`Brandlens ${APP_VERSION} is running at ${url}`];
if (demo) {
  lines.push(`Demo login: ${demo.email} / ${demo.password ?? '(the password set for this user)'}`);
  if (demo.created) lines.push('A demo organization "Demo Brands" with the seller "Demo Seller" was created.');
  if (demoData) {
    lines.push(
      `Its history (${demoData.settlements} settlements and ${demoData.orderFiles} orders reports, ${demoData.orderItems} order items, ${demoData.firstDay} to ${demoData.lastDay}) is being imported: progress under Settings > Imports.`,
    );
  }
}
process.stdout.write(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`);
