import type { Database } from '@brandlens/db';

/** A command of `npm run cli -- <name> [options]`; `run` gets a migrated database and its parsed options. */
export interface CliCommand {
  name: string;
  usage: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  run(db: Database, options: Record<string, string | boolean | undefined>, positionals: string[]): Promise<string>;
}
