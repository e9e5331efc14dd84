// `npm run cli -- <command> [options]`: operator commands on the same database
// as the app: DATABASE_URL, or the embedded one in DATA_DIR (through the running
// app's server when it runs).
import { parseArgs } from 'node:util';
import {
  createDatabase,
  createPool,
  findRunningServerPort,
  runMigrations,
  startEmbeddedServer,
  type EmbeddedServer,
} from '@brandlens/db';
import type { CliCommand } from './cli/cli-command.ts';
import { createAdminCommand } from './modules/admin/create-admin.command.ts';
import { createAggregatorCommand } from './modules/admin/create-aggregator.command.ts';
import { setUserRoleCommand } from './modules/admin/set-user-role.command.ts';
import { generateDemoCommand } from './modules/demo/generate-demo.command.ts';
import { syncSellerCommand } from './modules/amazon-sp-api/sync-seller.command.ts';
import { importSettlementCommand } from './modules/ingestion/import-settlement.command.ts';
import { loadEnvOrExit } from './platform/boot.ts';

const commands: CliCommand[] = [
  createAdminCommand,
  createAggregatorCommand,
  setUserRoleCommand,
  importSettlementCommand,
  syncSellerCommand,
  generateDemoCommand,
];

function usage(): string {
  return ['Usage: npm run cli -- <command> [options]', '', ...commands.map((command) => `  ${command.usage}`)].join(
    '\n',
  );
}

const [name, ...rest] = process.argv.slice(2);
const command = commands.find((candidate) => candidate.name === name);
if (!command) {
  process.stderr.write(`${name ? `Unknown command: ${name}\n\n` : ''}${usage()}\n`);
  process.exit(name ? 1 : 0);
}

const env = loadEnvOrExit();
let embedded: EmbeddedServer | undefined;
let exitCode = 0;
try {
  const { values, positionals } = parseArgs({ args: rest, options: command.options, allowPositionals: true });
  // On the embedded database, a running app owns the data directory: talk to its server.
  const runningPort = env.DATABASE_URL ? undefined : findRunningServerPort(env.DATA_DIR);
  if (!env.DATABASE_URL && runningPort === undefined) embedded = await startEmbeddedServer({ dataDir: env.DATA_DIR });
  const connectionString =
    env.DATABASE_URL ?? embedded?.connectionString ?? `postgres://postgres:postgres@127.0.0.1:${runningPort}/postgres`;
  const pool = createPool({ connectionString, max: 2, isEmbedded: !env.DATABASE_URL });
  try {
    await runMigrations(pool);
    process.stdout.write(`${await command.run(createDatabase(pool), values, positionals, env)}\n`);
  } finally {
    await pool.end();
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  exitCode = 1;
} finally {
  await embedded?.stop();
}
process.exit(exitCode);
