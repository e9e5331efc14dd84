import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { JobContext } from '../../platform/jobs/define-job.ts';
import { parseEnv, type Env } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { itemRow, settlementFileText, type GeneratedSettlement } from '../../test/settlement-files.ts';
import { saveConnection } from '../connections/connections.queries.ts';
import { importFileFromCli, resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { syncSellerJob } from './jobs/sync-seller.job.ts';
import { LwaAccessTokens } from './lwa-access-tokens.ts';
import { runSellerSync, SellerNotConnectedError } from './seller-sync.service.ts';
import { SETTLEMENT_REPORT_TYPE } from './settlement-sync.service.ts';
import { syncSellerCommand } from './sync-seller.command.ts';
import { ALL_SYNC_STEPS } from './sync-steps.ts';

// Settlement reports from the fake Seller Central into the ledger, compared with uploading the same files.
const KEY = randomBytes(32);
const REFRESH_TOKEN = 'Atzr|sync-seller';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

function settlement(settlementId: string, day: number, skuCents: number): GeneratedSettlement {
  const item = {
    sku: `SKU-${settlementId}`,
    orderId: `111-${settlementId}-1`,
    posted: [2026, 11, day] as [number, number, number],
  };
  return {
    settlementId,
    currency: 'USD',
    rows: [
      itemRow('Order / ItemPrice / Principal', skuCents, item),
      itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -412, item),
      itemRow('Order / ItemFees / Commission', -Math.round(skuCents * 0.15), item),
    ],
  };
}

describe(`settlement sync from Seller Central on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let workDir: string;
  let env: Env;
  let syncedId: string;
  let uploadedId: string;
  const ENV_VARS = () => ({
    AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.sync',
    AMAZON_LWA_CLIENT_SECRET: 'lwa-secret',
    AMAZON_LWA_TOKEN_URL: running.tokenUrl,
    AMAZON_SP_API_ENDPOINT: running.endpoint,
    CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64'),
    DATA_DIR: join(workDir, 'data'),
    LOG_LEVEL: 'silent',
  });
  const files = [
    settlementFileText([settlement('21001', 3, 2599)]),
    settlementFileText([settlement('21002', 17, 4150)]),
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-sync-'));
    env = parseEnv(ENV_VARS());
    running.fake.refreshTokens.add(REFRESH_TOKEN);
    running.fake.addReport({ reportType: SETTLEMENT_REPORT_TYPE, createdTime: daysAgo(20), content: files[0]! });
    running.fake.addReport({
      reportType: SETTLEMENT_REPORT_TYPE,
      createdTime: daysAgo(6),
      content: files[1]!,
      isGzip: true,
    });
    // Older than Amazon keeps them, and another report type: neither is read.
    running.fake.addReport({ reportType: SETTLEMENT_REPORT_TYPE, createdTime: daysAgo(120), content: 'never read' });
    running.fake.addReport({
      reportType: 'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
      createdTime: daysAgo(2),
      content: 'x',
    });
    running.fake.pageSize = 1;

    syncedId = await resolveCliSeller(database.db, 'synced-seller', true);
    uploadedId = await resolveCliSeller(database.db, 'uploaded-seller', true);
    await saveConnection(database.db, {
      sellerId: syncedId,
      provider: 'autopilot_spapi_basic',
      providerFamily: ['autopilot_spapi_basic', 'autopilot_spapi_ops'],
      region: 'na',
      externalAccountId: 'A3SYNCSELLER',
      refreshTokenEncrypted: sealSecret(REFRESH_TOKEN, KEY),
    });
    for (const [index, text] of files.entries()) {
      const path = join(workDir, `upload-${index}.txt`);
      await writeFile(path, text);
      await importFileFromCli(database.db, uploadedId, path, () => undefined);
      // The synced seller had uploaded the first settlement before connecting.
      if (index === 0) await importFileFromCli(database.db, syncedId, path, () => undefined);
    }
  });
  afterAll(async () => {
    await running.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  const totals = async (sellerId: string) =>
    (
      await database.pool.query(
        `select day::text, pnl_line, currency, status, amount::text, quantity, row_count from ledger_daily_totals
         where seller_id = $1 order by day, pnl_line, currency, status`,
        [sellerId],
      )
    ).rows.map((row: Record<string, unknown>) => ({ ...row }));
  const connection = async () =>
    (
      await database.pool.query(
        `select last_synced_at, last_error, reauthorization_required_at from seller_connections where seller_id = $1`,
        [syncedId],
      )
    ).rows[0] as { last_synced_at: Date | null; last_error: string | null; reauthorization_required_at: Date | null };

  it('imports the reports of the last 90 days through the upload importer, without doubling an uploaded settlement', async () => {
    const output = await syncSellerCommand.run(database.db, { seller: 'synced-seller', only: 'settlements' }, [], env);
    expect(output).toBe('settlements: 2 report(s) listed, 2 imported; 1 settlement(s) imported, 1 already imported');
    const synced = await totals(syncedId);
    expect(synced.length).toBeGreaterThan(3);
    expect(synced).toEqual(await totals(uploadedId));
    const { rows: settlements } = await database.pool.query(
      `select settlement_id from settlements where seller_id = $1 order by settlement_id`,
      [syncedId],
    );
    expect(settlements.map((row: { settlement_id: string }) => row.settlement_id)).toEqual(['21001', '21002']);
    const { rows: history } = await database.pool.query(
      `select file_name, status, settlements_imported, settlements_skipped, storage_path from imports
       where seller_id = $1 and file_name like 'amazon-settlement-report-%' order by file_name`,
      [syncedId],
    );
    expect(history).toEqual([
      {
        file_name: expect.stringMatching(/^amazon-settlement-report-\d+\.txt$/),
        status: 'succeeded',
        settlements_imported: 0,
        settlements_skipped: 1,
        storage_path: null,
      },
      {
        file_name: expect.stringMatching(/^amazon-settlement-report-\d+\.txt$/),
        status: 'succeeded',
        settlements_imported: 1,
        settlements_skipped: 0,
        storage_path: null,
      },
    ]);
    const state = await connection();
    expect(state.last_synced_at).toBeInstanceOf(Date);
    expect(state.last_error).toBeNull();
    expect(running.fake.callsOf('getReports').at(0)?.query.get('processingStatuses')).toBe('DONE');
  });

  it('imports nothing new on a second sync, and downloads nothing', async () => {
    const before = running.fake.callsOf('getReportDocument').length;
    const totalsBefore = await totals(syncedId);
    const result = await runSellerSync({ db: database.db, env }, syncedId, ['settlements']);
    expect(result.steps).toEqual([
      {
        step: 'settlements',
        state: 'done',
        summary: '2 report(s) listed, 0 imported; 0 settlement(s) imported, 0 already imported',
      },
    ]);
    expect(running.fake.callsOf('getReportDocument').length).toBe(before);
    expect(await totals(syncedId)).toEqual(totalsBefore);
  });

  it('runs as `npm run cli -- sync-seller`, printing progress and the summary', async () => {
    const cli = fileURLToPath(new URL('../../cli.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, 'sync-seller', '--seller', 'synced-seller', '--only', 'settlements'],
      { env: { ...process.env, ...ENV_VARS(), DATABASE_URL: database.connectionString } },
    );
    expect(stdout).toContain('settlements: 2 settlement report(s) in the last 90 days, 0 not imported yet');
    expect(stdout).toContain(
      'settlements: 2 report(s) listed, 0 imported; 0 settlement(s) imported, 0 already imported',
    );
    expect(stdout).not.toContain('Atz');
  });

  it('marks the connection when Amazon refuses the refresh token', async () => {
    running.fake.refreshTokens.delete(REFRESH_TOKEN);
    const tokens = new LwaAccessTokens({
      clientId: 'amzn1.application-oa2-client.sync',
      clientSecret: 'lwa-secret',
      tokenUrl: running.tokenUrl,
    });
    const lost = await runSellerSync({ db: database.db, env, tokens }, syncedId, ['settlements']);
    expect(lost.authorisationLost).toBe(true);
    const state = await connection();
    expect(state.reauthorization_required_at).toBeInstanceOf(Date);
    expect(state.last_error).toContain('must authorise again');
    expect(state.last_error).not.toContain('Atzr');
    // The job records it and ends: retrying cannot help until the seller authorises again.
    const context = {
      db: database.db,
      env,
      mailer: undefined,
      worker: { id: 'w', startedAt: new Date(), version: '0' },
    };
    const job = (sellerId: string) =>
      syncSellerJob.handler({ sellerId, steps: ['settlements'], reason: 'schedule' }, context as unknown as JobContext);
    await expect(job(syncedId)).resolves.toBeUndefined();
    // A seller without a connection (disconnected meanwhile): nothing to do, nothing to retry.
    await expect(job(uploadedId)).resolves.toBeUndefined();
  });

  it('refuses a seller without a connection, and a data kind it cannot sync', async () => {
    await expect(runSellerSync({ db: database.db, env }, uploadedId, ['settlements'])).rejects.toBeInstanceOf(
      SellerNotConnectedError,
    );
    await expect(
      syncSellerCommand.run(database.db, { seller: 'synced-seller', only: 'settlements,reviews' }, [], env),
    ).rejects.toThrow(`--only: reviews cannot be synced; this server syncs: ${ALL_SYNC_STEPS.join(', ')}`);
  });
});
