import { createDatabase, createPool, runMigrations, waitForDatabase } from '@brandlens/db';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-deps.ts';
import { EnvError, parseEnv, type Env } from './env.ts';
import { createLoggerOptions } from './logger.ts';

/** Parses the environment or stops the process with the reason on one screen. */
export function loadEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export function createLogger(env: Env, name: string): Logger {
  const options = createLoggerOptions(env);
  return pino({ ...(typeof options === 'object' ? options : {}), name });
}

/** Connects to DATABASE_URL, waits for it to answer and applies pending migrations. */
export async function connectDatabase(env: Env, applicationName: string): Promise<Omit<AppDeps, 'mailer' | 'jobs'>> {
  if (!env.DATABASE_URL) {
    process.stderr.write(
      'DATABASE_URL is not set. Run `npm start` to use the embedded database, or set DATABASE_URL.\n',
    );
    process.exit(1);
  }
  const pool = createPool({ connectionString: env.DATABASE_URL, applicationName, isEmbedded: env.DATABASE_EMBEDDED });
  await waitForDatabase(pool);
  await runMigrations(pool);
  return { env, pool, db: createDatabase(pool) };
}
