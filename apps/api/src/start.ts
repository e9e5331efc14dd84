// `npm start`: runs the API and the job worker as two processes. Without
// DATABASE_URL it first starts the embedded database (PGlite behind a
// PostgreSQL socket, data in DATA_DIR) and hands both processes its URL, so
// they run exactly the code they run against a PostgreSQL server.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, startEmbeddedServer, type EmbeddedServer } from '@brandlens/db';
import { loadEnvOrExit } from './platform/boot.ts';
import { childProcessEnv } from './platform/env.ts';

const env = loadEnvOrExit();

let embedded: EmbeddedServer | undefined;
let databaseUrl = env.DATABASE_URL;
if (!databaseUrl) {
  try {
    embedded = await startEmbeddedServer({ dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  databaseUrl = embedded.connectionString;
  process.stdout.write(`Embedded database (PGlite) in ${embedded.dataDir}\n`);
}

const children = new Map<string, ChildProcess>();
let isStopping = false;

function run(name: string, entry: string): void {
  const child = spawn(process.execPath, [fileURLToPath(new URL(entry, import.meta.url))], {
    env: childProcessEnv({ DATABASE_URL: databaseUrl ?? '', DATABASE_EMBEDDED: embedded ? 'true' : 'false' }),
    stdio: 'inherit',
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!isStopping) {
      process.stderr.write(`The ${name} process stopped (${signal ?? `exit ${code}`}); stopping Brandlens.\n`);
      void stop(code ?? 1);
    } else if (children.size === 0) {
      void finish();
    }
  });
}

let exitCode = 0;
async function finish(): Promise<void> {
  await embedded?.stop();
  process.exit(exitCode);
}

async function stop(code: number): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  if (children.size === 0) return finish();
  for (const child of children.values()) child.kill('SIGTERM');
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

run('api', './main.ts');
run('worker', './worker.ts');
