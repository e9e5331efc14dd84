import type { Database } from '@brandlens/db';
import type { Env } from '../platform/env.ts';

/** A command of `npm run cli -- <name> [options]`; `run` gets a migrated database, its parsed options and the environment. */
export interface CliCommand {
  name: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  run(
    db: Database,
    options: Record<string, string | boolean | undefined>,
    positionals: string[],
    /** Given by the CLI; commands that need no environment ignore it. */
    env?: Env,
  ): Promise<string>;
}
