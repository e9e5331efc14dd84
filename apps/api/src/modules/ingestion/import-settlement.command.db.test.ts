import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementFileText, writeLargeSettlementFile } from '../../test/settlement-files.ts';
import { runImport } from './import-runner.service.ts';

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));
const run = promisify(execFile);

describe(`npm run cli -- import-settlement on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-cli-import-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  const env = () => ({ ...process.env, DATABASE_URL: database.connectionString });
  const cli = (...args: string[]) =>
    run(process.execPath, [CLI, 'import-settlement', ...args], { env: env() }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const query = async (text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows;

  it('creates the seller in the demo organization with --create, prints progress and a summary', async () => {
    const file = join(workDir, 'small.txt');
    await writeFile(
      file,
      settlementFileText([
        {
          settlementId: '30001',
          currency: 'USD',
          rows: [
            {
              transactionType: 'Order',
              amountType: 'ItemPrice',
              amountDescription: 'Principal',
              cents: 1500,
              sku: 'A',
            },
          ],
        },
      ]),
    );
    const missing = await cli('--seller', 'cli-seller', file);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No seller with the slug cli-seller');

    const result = await cli('--seller', 'cli-seller', '--create', file);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${file}: validating 50% (2 rows)`);
    expect(result.stdout).toContain(`${file}: importing 100% (2 rows)`);
    expect(result.stdout).toContain('2 rows; 1 settlement(s) imported, 0 already imported; 0 unmapped row(s)');
    expect(
      await query(
        `select o.slug from sellers s join organization_sellers os on os.seller_id = s.id join organizations o on o.id = os.organization_id where s.slug = 'cli-seller'`,
      ),
    ).toEqual([{ slug: 'demo-brands' }]);

    const again = await cli('--seller', 'cli-seller', file);
    expect(again.stdout).toContain('0 settlement(s) imported, 1 already imported');
  });

  it('exits non-zero with the line and the reason of a bad file, storing nothing', async () => {
    const file = join(workDir, 'bad.txt');
    const text = settlementFileText([
      {
        settlementId: '30002',
        currency: 'USD',
        rows: [
          {
            transactionType: 'Order',
            amountType: 'ItemPrice',
            amountDescription: 'Principal',
            cents: 1500,
            sku: 'A',
            posted: [2024, 3, 4],
          },
        ],
      },
    ]);
    await writeFile(file, text.replace('03/04/24', '03/44/24'));
    const result = await cli('--seller', 'cli-seller', file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}: nothing imported: line 3: posted-date`);
    expect(await query(`select count(*)::int as n from settlements where settlement_id = '30002'`)).toEqual([{ n: 0 }]);
  });

  it('leaves nothing partial when killed with SIGKILL mid-import, and the import can be run again', async () => {
    const file = join(workDir, 'large.txt');
    const settlements = 16;
    const rows = await writeLargeSettlementFile(file, { settlements, rowsPerSettlement: 2_500 });
    const child = spawn(process.execPath, [CLI, 'import-settlement', '--seller', 'crash-seller', '--create', file], {
      env: env(),
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Kill as soon as the first settlement is committed, while the next ones are being written.
    for (let waited = 0; ; waited += 20) {
      const [{ n }] = await query(
        `select count(*)::int as n from settlements s join sellers se on se.id = s.seller_id where se.slug = 'crash-seller'`,
      );
      if (n > 0) break;
      if (waited > 60_000) throw new Error('the import did not start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await exited;

    const partial = await query(
      `select s.settlement_id from settlements s left join ledger_entries l on l.settlement_ref = s.id group by s.id having count(l.id) <> s.row_count`,
    );
    expect(partial).toEqual([]);
    const [crashed] = await query(
      `select i.id, i.status from imports i join sellers s on s.id = i.seller_id where s.slug = 'crash-seller'`,
    );
    expect(crashed.status).toBe('running');
    const [{ n: committed }] = await query(
      `select count(*)::int as n from settlements s join sellers se on se.id = s.seller_id where se.slug = 'crash-seller'`,
    );
    expect(committed).toBeLessThan(settlements);

    // The worker's retry of the same import: it is 'running', so it runs again and skips what is stored.
    const outcome = await runImport(database.db, crashed.id, { removeFileWhenDone: false });
    expect(outcome).toMatchObject({
      status: 'succeeded',
      settlementsImported: settlements - committed,
      settlementsSkipped: committed,
    });
    const [totals] = await query(
      `select count(distinct s.id)::int as settlements, count(l.id)::int as rows, count(*) filter (where l.pnl_line = 'unmapped')::int as unmapped
       from settlements s join ledger_entries l on l.settlement_ref = s.id join sellers se on se.id = s.seller_id where se.slug = 'crash-seller'`,
    );
    expect(totals).toEqual({ settlements, rows, unmapped: Math.floor(rows / 9) });
    const differences = await query(
      `select s.settlement_id from settlements s join ledger_entries l on l.settlement_ref = s.id group by s.id having s.total_amount <> sum(l.amount)`,
    );
    expect(differences).toEqual([]);
  });
});
