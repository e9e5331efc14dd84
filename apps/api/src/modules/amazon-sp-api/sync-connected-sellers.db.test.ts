import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { JobContext } from '../../platform/jobs/define-job.ts';
import { parseEnv } from '../../platform/env.ts';
import { startFakeAmazon, type RunningFakeAmazon } from '../../test/fake-amazon.ts';
import { installEveryFakeOperation } from '../../test/fake-amazon-all.ts';
import { mugSettlement, settlementFileText } from '../../test/settlement-files.ts';
import { saveConnection } from '../connections/connections.queries.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { syncConnectedSellersJob } from './jobs/sync-connected-sellers.job.ts';
import { SETTLEMENT_REPORT_TYPE } from './settlement-sync.service.ts';

// The scheduled pass: every seller with an active Seller Central connection is synced; the others,
// and a server without Amazon's credentials, are left alone.
describe(`the scheduled Seller Central pass on ${testBackendName()}`, () => {
  const KEY = randomBytes(32);
  let database: TestDatabase;
  let running: RunningFakeAmazon;
  let workDir: string;
  const context = (vars: Record<string, string>) =>
    ({
      db: database.db,
      env: parseEnv({ DATA_DIR: join(workDir, 'data'), LOG_LEVEL: 'silent', ...vars }),
      mailer: undefined,
      worker: { id: 'w', startedAt: new Date(), version: '0' },
    }) as unknown as JobContext;
  const amazonVars = () => ({
    AMAZON_LWA_CLIENT_ID: 'amzn1.application-oa2-client.pass',
    AMAZON_LWA_CLIENT_SECRET: 'lwa-secret',
    AMAZON_LWA_TOKEN_URL: running.tokenUrl,
    AMAZON_SP_API_ENDPOINT: running.endpoint,
    CONNECTIONS_ENCRYPTION_KEY: KEY.toString('base64'),
  });
  const syncedReports = async (sellerId: string) =>
    Number(
      (
        await database.pool.query(
          `select count(*) from imports where seller_id = $1 and status = 'succeeded' and file_name like 'amazon-settlement-report-%'`,
          [sellerId],
        )
      ).rows[0].count,
    );
  let connectedId: string;
  let unconnectedId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    running = await startFakeAmazon();
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-sync-pass-'));
    running.fake.refreshTokens.add('Atzr|pass');
    installEveryFakeOperation(running.fake);
    running.fake.addReport({
      reportType: SETTLEMENT_REPORT_TYPE,
      createdTime: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      content: settlementFileText([mugSettlement('31001')]),
    });
    connectedId = await resolveCliSeller(database.db, 'connected-seller', true);
    unconnectedId = await resolveCliSeller(database.db, 'unconnected-seller', true);
    await saveConnection(database.db, {
      sellerId: connectedId,
      provider: 'autopilot_spapi_basic',
      providerFamily: ['autopilot_spapi_basic', 'autopilot_spapi_ops'],
      region: 'eu',
      externalAccountId: 'A3PASSSELLER',
      refreshTokenEncrypted: sealSecret('Atzr|pass', KEY),
    });
  });
  afterAll(async () => {
    await running.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it('does nothing on a server without Amazon credentials', async () => {
    await syncConnectedSellersJob.handler({}, context({}));
    expect(running.fake.callsOf('getReports')).toHaveLength(0);
    expect(await syncedReports(connectedId)).toBe(0);
  });

  it('syncs each connected seller and leaves the others alone', async () => {
    await syncConnectedSellersJob.handler({}, context(amazonVars()));
    expect(await syncedReports(connectedId)).toBe(1);
    expect(await syncedReports(unconnectedId)).toBe(0);
    // A second pass finds the report in and imports nothing more.
    await syncConnectedSellersJob.handler({}, context(amazonVars()));
    expect(await syncedReports(connectedId)).toBe(1);
  });
});
