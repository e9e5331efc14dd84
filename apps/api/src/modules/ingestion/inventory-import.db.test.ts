import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fbaInventoryReportText } from '../../test/inventory-files.ts';
import { createMarketplaceSellers } from '../../test/marketplace-sellers.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli } from './cli-import.service.ts';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const SAMPLE = resolve(
  repoRoot,
  '../shared/samples/airbyte-source-amazon-seller-partner/GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA.csv',
);

const REPORT = fbaInventoryReportText([
  { sku: 'MUG-1', asin: 'B000000001', fulfillable: 40, reserved: 2, inboundShipped: 24 },
  { sku: 'MUG-2', asin: 'B000000002', fulfillable: 0, unsellable: 3 },
  { sku: 'MUG-MFN', fulfillable: 0, afnListingExists: 'No' },
]);

// FBA inventory reports uploaded through the imports API: placed on a marketplace and a day, all or nothing.
describe(`FBA inventory report uploads on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  // A seller selling in one marketplace, one in two, and one with no marketplace yet.
  const sellers = {} as Record<'single' | 'several' | 'none', { id: string; cookie: string }>;
  const today = new Date().toISOString().slice(0, 10);

  const upload = (who: keyof typeof sellers, content: string | Buffer, fields: Record<string, string> = {}) => {
    const { body, headers } = multipartBody({ fileName: 'inventory.txt', content }, fields);
    const { id, cookie } = sellers[who];
    return testApp.call('POST', `/api/v2/sellers/${id}/imports`, { cookie, body, headers });
  };
  const stock = async (sellerId: string, day: string) =>
    (
      await database.pool.query(
        `select marketplace_id, sku, asin, fulfillable, reserved, unfulfillable, inbound_shipped, total, source
         from fba_inventory_daily where seller_id = $1 and day = $2 order by marketplace_id, sku`,
        [sellerId, day],
      )
    ).rows;
  const importCount = async (sellerId: string) =>
    Number((await database.pool.query('select count(*) from imports where seller_id = $1', [sellerId])).rows[0].count);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-inventory-uploads-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    Object.assign(
      sellers,
      await createMarketplaceSellers(
        testApp,
        database,
        { emailDomain: 'inventory.test', sellerNamePrefix: 'Seller' },
        {
          single: [US],
          several: [US, UK],
          none: [],
        },
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores the report as today's stock of the seller's only marketplace, FBA SKUs only, with source 'upload'", async () => {
    const response = await upload('single', REPORT);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ kind: 'inventory', inventoryDay: today });
    const status = (
      await testApp.call('GET', `/api/v2/sellers/${sellers.single.id}/imports/${response.json().id}`, {
        cookie: sellers.single.cookie,
      })
    ).json();
    expect(status).toMatchObject({
      kind: 'inventory',
      status: 'succeeded',
      percent: 100,
      rowsRead: 3,
      inventoryDay: today,
      inventoryRows: 2,
      errors: [],
    });
    expect(await stock(sellers.single.id, today)).toEqual([
      {
        marketplace_id: US,
        sku: 'MUG-1',
        asin: 'B000000001',
        fulfillable: 40,
        reserved: 2,
        unfulfillable: 0,
        inbound_shipped: 24,
        total: 66,
        source: 'upload',
      },
      {
        marketplace_id: US,
        sku: 'MUG-2',
        asin: 'B000000002',
        fulfillable: 0,
        reserved: 0,
        unfulfillable: 3,
        inbound_shipped: 0,
        total: 3,
        source: 'upload',
      },
    ]);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses a file with a bad row whole, with its line, and stores nothing of it', async () => {
    const before = await stock(sellers.single.id, '2026-01-10');
    const bad = fbaInventoryReportText([
      { sku: 'POT-1', fulfillable: 5 },
      { sku: 'POT-2', fulfillable: 'plenty' },
    ]);
    const created = (await upload('single', bad, { asOf: '2026-01-10' })).json();
    const status = (
      await testApp.call('GET', `/api/v2/sellers/${sellers.single.id}/imports/${created.id}`, {
        cookie: sellers.single.cookie,
      })
    ).json();
    expect(status).toMatchObject({
      status: 'failed',
      inventoryDay: '2026-01-10',
      inventoryRows: 0,
      errors: [{ line: 3, reason: 'afn-fulfillable-quantity: quantity "plenty" is not a whole number' }],
    });
    expect(await stock(sellers.single.id, '2026-01-10')).toEqual(before);
    expect(before).toEqual([]);
  });

  it("replaces the day's rows of that marketplace when the same day is uploaded again, and leaves other days", async () => {
    await upload('single', REPORT, { asOf: '2026-02-01' });
    await upload('single', REPORT, { asOf: '2026-02-02' });
    const firstDay = await stock(sellers.single.id, '2026-02-01');
    expect(firstDay.map((row) => row.sku)).toEqual(['MUG-1', 'MUG-2']);

    // The same file again: nothing changes.
    await upload('single', REPORT, { asOf: '2026-02-01' });
    expect(await stock(sellers.single.id, '2026-02-01')).toEqual(firstDay);

    // A corrected file: MUG-2 is gone from the day, MUG-1 has its new figures, MUG-3 is new.
    const corrected = fbaInventoryReportText([
      { sku: 'MUG-1', asin: 'B000000001', fulfillable: 38 },
      { sku: 'MUG-3', fulfillable: 7 },
    ]);
    const created = (await upload('single', corrected, { asOf: '2026-02-01' })).json();
    expect(created).toMatchObject({ status: 'succeeded', inventoryRows: 2 });
    const replaced = await stock(sellers.single.id, '2026-02-01');
    expect(replaced.map((row) => [row.sku, row.fulfillable, row.source])).toEqual([
      ['MUG-1', 38, 'upload'],
      ['MUG-3', 7, 'upload'],
    ]);
    expect((await stock(sellers.single.id, '2026-02-02')).map((row) => row.sku)).toEqual(['MUG-1', 'MUG-2']);
  });

  it('asks which marketplace when the seller sells in several, and stores it in the one named', async () => {
    const before = await importCount(sellers.several.id);
    const refused = await upload('several', REPORT);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_INVENTORY_MARKETPLACE_REQUIRED',
      details: {
        errors: [
          `Choose the marketplace of this FBA inventory report (field marketplaceId): the report does not name it and the seller sells in 2 marketplaces (${UK}, ${US}).`,
        ],
      },
    });
    expect(await importCount(sellers.several.id)).toBe(before);
    expect(await stock(sellers.several.id, today)).toEqual([]);

    const stored = (await upload('several', REPORT, { marketplaceId: UK, asOf: '2026-03-05' })).json();
    expect(stored).toMatchObject({ status: 'succeeded', inventoryDay: '2026-03-05', inventoryRows: 2 });
    expect((await stock(sellers.several.id, '2026-03-05')).map((row) => [row.marketplace_id, row.sku])).toEqual([
      [UK, 'MUG-1'],
      [UK, 'MUG-2'],
    ]);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses a seller without a marketplace, and bad fields, with their message; nothing is kept', async () => {
    const none = await upload('none', REPORT);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'Choose the marketplace of this FBA inventory report (field marketplaceId): the report does not name it and the seller has no marketplace yet.',
    );
    const cases: Array<[Record<string, string>, string]> = [
      [
        { asOf: '2999-01-01' },
        `asOf 2999-01-01 is in the future: the stock of a day can be uploaded from that day on (today is ${today}, UTC).`,
      ],
      [{ asOf: '2026-02-30' }, 'asOf "2026-02-30" is not a date (YYYY-MM-DD).'],
      [
        { marketplaceId: 'amazon.com' },
        'marketplaceId "amazon.com" is not an Amazon marketplace id (e.g. ATVPDKIKX0DER).',
      ],
      [{ marketplaceId: 'ZZZZZZZZZZZZZ' }, 'marketplaceId ZZZZZZZZZZZZZ is not an Amazon marketplace.'],
    ];
    for (const [fields, message] of cases) {
      const response = await upload('several', REPORT, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'IMPORT_INVENTORY_FIELD_INVALID', message });
    }
    expect(await importCount(sellers.none.id)).toBe(0);
    expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
  });

  it('leaves the fields alone for other reports: a settlement file with a marketplace is still a settlement', async () => {
    const response = await upload('several', 'settlement-id\tcurrency\n', { marketplaceId: UK });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IMPORT_NOT_SETTLEMENT_FILE');
  });

  it("imports a report the CLI names as today's stock of the seller's only marketplace, and keeps the file", async () => {
    const path = join(dataDir, 'cli-inventory.txt');
    await writeFile(path, fbaInventoryReportText([{ sku: 'JAR-1', fulfillable: 9 }]));
    const single = await importFileFromCli(database.db, sellers.single.id, path, () => undefined);
    expect(single).toMatchObject({ status: 'succeeded', kind: 'inventory', inventoryRows: 1 });
    expect((await stock(sellers.single.id, today)).find((row) => row.sku === 'JAR-1')).toMatchObject({
      marketplace_id: US,
      fulfillable: 9,
    });
    const several = await importFileFromCli(database.db, sellers.several.id, path, () => undefined);
    expect(several).toMatchObject({
      status: 'failed',
      errors: [{ line: null, reason: expect.stringContaining('(field marketplaceId)') }],
    });
    expect(existsSync(path)).toBe(true);
  });

  it.skipIf(!existsSync(SAMPLE))('imports the FBA inventory report template of ../shared/samples', async () => {
    // Airbyte's template: the header three times and no SKU, as the report of a seller without FBA stock,
    // so it replaces the day's stock with none.
    await upload('single', REPORT, { asOf: '2026-04-01' });
    expect(await stock(sellers.single.id, '2026-04-01')).toHaveLength(2);
    const created = (await upload('single', readFileSync(SAMPLE), { asOf: '2026-04-01' })).json();
    expect(created).toMatchObject({
      kind: 'inventory',
      status: 'succeeded',
      rowsRead: 0,
      inventoryDay: '2026-04-01',
      inventoryRows: 0,
      errors: [],
    });
    expect(await stock(sellers.single.id, '2026-04-01')).toEqual([]);
  });
  if (!existsSync(SAMPLE)) it.skip(`no FBA inventory report sample: ${SAMPLE} is absent`, () => undefined);
});
