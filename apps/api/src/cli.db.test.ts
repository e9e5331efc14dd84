import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const run = promisify(execFile);

describe(`npm run cli on ${testBackendName()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  const cli = (...args: string[]) =>
    run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: database.connectionString } }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('creates the first admin account', async () => {
    const result = await cli('create-admin', '--email', 'Ops@Brandlens.test', '--password', 'long enough');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Admin account ops@brandlens.test created');
    const { rows } = await database.pool.query(`select email, is_admin, activated from users`);
    expect(rows).toEqual([{ email: 'ops@brandlens.test', is_admin: true, activated: true }]);
  });

  it('creates a partner with an invite link, and rejects a bad slug with the SPEC §5 message', async () => {
    const good = await cli('create-aggregator', '--slug', 'amz-partners', '--name', 'AMZ Partners');
    expect(good.stdout).toContain('/invites/amz-partners');
    const bad = await cli('create-aggregator', '--slug', 'Bad Slug', '--name', 'X');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Must be a alphanumeric with specials characters _-');
  });

  it('names the commands when given an unknown one', async () => {
    const result = await cli('launch-rockets');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown command: launch-rockets');
    expect(result.stderr).toContain('create-admin');
  });
});
