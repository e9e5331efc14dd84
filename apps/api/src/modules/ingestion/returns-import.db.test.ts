import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplaceSellers } from '../../test/marketplace-sellers.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';

const HEADER =
  'return-date\torder-id\tsku\tasin\tfnsku\tproduct-name\tquantity\tfulfillment-center-id\tdetailed-disposition\treason\tstatus\tlicense-plate-number\tcustomer-comments';
const LINE_1 =
  '2026-10-03T14:22:10+00:00\t111-0000001-0000001\tMUG-1\tB000000001\tX000MUG001\tStoneware Mug\t1\tPHX7\tSELLABLE\tUNWANTED_ITEM\tUnit returned to inventory\tLPNRR000000001\t';
const LINE_2 =
  '2026-10-04T09:00:00+00:00\t111-0000002-0000002\tMUG-1\tB000000001\tX000MUG001\tStoneware Mug\t2\tPHX7\tDEFECTIVE\tDEFECTIVE\tReimbursed\tLPNRR000000002\tBroke on day one';
const LINE_3 =
  '2026-10-05T18:30:00+02:00\t111-0000003-0000003\tMUG-2\tB000000002\tX000MUG002\tMug, blue\t1\tLEJ1\tCUSTOMER_DAMAGED\tNOT_AS_DESCRIBED\tReimbursed\t\tGröße passt nicht';

/** A Seller Central download: BOM, CRLF, an extra column, line 1 repeated (one return, read twice). */
const extraColumn = (line: string, value: string) => `${line}\t${value}`;
const REPORT = `\uFEFF${[
  extraColumn(HEADER, 'x-extra'),
  extraColumn(LINE_1, 'a'),
  extraColumn(LINE_2, 'b'),
  extraColumn(LINE_3, 'c'),
  extraColumn(LINE_1, 'a'),
].join('\r\n')}\r\n`;

// FBA customer returns reports uploaded through the imports API: placed on a marketplace, all or nothing.
describe(`FBA customer returns uploads on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  const sellers = {} as Record<'single' | 'several', { id: string; cookie: string }>;

  const upload = async (who: keyof typeof sellers, content: string | Buffer, fields: Record<string, string> = {}) => {
    const { body, headers } = multipartBody({ fileName: 'returns.txt', content }, fields);
    const { id, cookie } = sellers[who];
    return testApp.call('POST', `/api/v2/sellers/${id}/imports`, { cookie, body, headers });
  };
  const finished = async (who: keyof typeof sellers, importId: string) => {
    const { id, cookie } = sellers[who];
    return (await testApp.call('GET', `/api/v2/sellers/${id}/imports/${importId}`, { cookie })).json();
  };
  const stored = async (sellerId: string) =>
    (
      await database.pool.query(
        `select marketplace_id, order_id, sku, license_plate_number, returned_at, quantity, detailed_disposition, reason,
           customer_comments, source
         from fba_customer_returns where seller_id = $1 order by returned_at`,
        [sellerId],
      )
    ).rows;
  const importCount = async (sellerId: string) =>
    Number((await database.pool.query('select count(*) from imports where seller_id = $1', [sellerId])).rows[0].count);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-returns-uploads-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir, APP_URL: 'http://brandlens.test' } });
    Object.assign(
      sellers,
      await createMarketplaceSellers(
        testApp,
        database,
        { emailDomain: 'returns.test', sellerNamePrefix: 'Returns' },
        { single: [US], several: [US, UK] },
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  const expectedRows = (marketplaceId: string, source = 'upload') => [
    {
      marketplace_id: marketplaceId,
      order_id: '111-0000001-0000001',
      sku: 'MUG-1',
      license_plate_number: 'LPNRR000000001',
      returned_at: new Date('2026-10-03T14:22:10Z'),
      quantity: 1,
      detailed_disposition: 'SELLABLE',
      reason: 'UNWANTED_ITEM',
      customer_comments: null,
      source,
    },
    {
      marketplace_id: marketplaceId,
      order_id: '111-0000002-0000002',
      sku: 'MUG-1',
      license_plate_number: 'LPNRR000000002',
      returned_at: new Date('2026-10-04T09:00:00Z'),
      quantity: 2,
      detailed_disposition: 'DEFECTIVE',
      reason: 'DEFECTIVE',
      customer_comments: 'Broke on day one',
      source,
    },
    {
      marketplace_id: marketplaceId,
      order_id: '111-0000003-0000003',
      sku: 'MUG-2',
      license_plate_number: '',
      returned_at: new Date('2026-10-05T16:30:00Z'),
      quantity: 1,
      detailed_disposition: 'CUSTOMER_DAMAGED',
      reason: 'NOT_AS_DESCRIBED',
      customer_comments: 'Größe passt nicht',
      source,
    },
  ];

  it("stores each return once under the seller's only marketplace, says so by mail, and the same file again adds nothing", async () => {
    const response = await upload('single', REPORT);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ kind: 'fba-returns' });
    expect(await finished('single', response.json().id)).toMatchObject({
      kind: 'fba-returns',
      status: 'succeeded',
      percent: 100,
      rowsRead: 4,
      returnRows: 3,
      inventoryRows: 0,
      errors: [],
    });
    expect(await stored(sellers.single.id)).toEqual(expectedRows(US));
    const mail = await database.pool.query(
      `select subject, text_body from email_outbox where template = 'import-result' and to_address = 'single@returns.test'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].subject).toBe('Imported: returns.txt');
    expect(mail.rows[0].text_body).toContain(
      'The FBA customer returns report returns.txt for Returns single has been imported: 3 returns stored.',
    );

    const again = await upload('single', REPORT);
    expect(await finished('single', again.json().id)).toMatchObject({ status: 'succeeded', returnRows: 3 });
    expect(await stored(sellers.single.id)).toEqual(expectedRows(US));
  });

  it('reads a Windows-1252 file (saved by a spreadsheet program) with its accents', async () => {
    const latin = Buffer.from(`${[HEADER, LINE_3].join('\n')}\n`, 'latin1');
    const response = await upload('several', latin, { marketplaceId: UK });
    expect(await finished('several', response.json().id)).toMatchObject({ status: 'succeeded', returnRows: 1 });
    expect(await stored(sellers.several.id)).toEqual([expectedRows(UK)[2]]);
    await database.pool.query('delete from fba_customer_returns where seller_id = $1', [sellers.several.id]);
  });

  it('asks a seller of several marketplaces which one, and refuses an unknown marketplace', async () => {
    const before = await importCount(sellers.several.id);
    const response = await upload('several', REPORT);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'IMPORT_RETURNS_MARKETPLACE_REQUIRED',
      message: `Choose the marketplace of this FBA customer returns report (field marketplaceId): the report does not name it and the seller sells in 2 marketplaces (${UK}, ${US}).`,
    });
    const unknown = await upload('several', REPORT, { marketplaceId: 'ZZZZZZZZZZ' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('marketplaceId ZZZZZZZZZZ is not an Amazon marketplace.');
    expect(await importCount(sellers.several.id)).toBe(before);
  });

  it('refuses a bad row with its line and stores nothing of the file', async () => {
    const bad = `${[HEADER, LINE_1, LINE_2.replace('\t2\t', '\ttwo\t')].join('\n')}\n`;
    const response = await upload('several', bad, { marketplaceId: US });
    expect(response.statusCode).toBe(202);
    expect(await finished('several', response.json().id)).toMatchObject({
      status: 'failed',
      returnRows: 0,
      errors: [{ line: 3, reason: 'quantity "two" is not a whole number of units (1 or more)' }],
    });
    const badDate = `${[HEADER, LINE_1.replace('2026-10-03T14:22:10+00:00', '2026-13-03T14:22:10+00:00')].join('\n')}\n`;
    const dated = await upload('several', badDate, { marketplaceId: US });
    expect((await finished('several', dated.json().id)).errors).toEqual([
      { line: 2, reason: 'return-date: "2026-13-03T14:22:10+00:00" is not a valid date' },
    ]);
    expect(await stored(sellers.several.id)).toEqual([]);
  });

  it('refuses a NUL byte with its line, and a header without a required column before queuing anything', async () => {
    const withNul = `${[HEADER, LINE_1, `${LINE_2}\u0000`].join('\n')}\n`;
    const response = await upload('several', withNul, { marketplaceId: US });
    expect(await finished('several', response.json().id)).toMatchObject({
      status: 'failed',
      errors: [{ line: 3, reason: 'the line contains a NUL character (is this a binary file?)' }],
    });
    expect(await stored(sellers.several.id)).toEqual([]);

    const before = await importCount(sellers.several.id);
    const noQuantity = `${[HEADER.replace('\tquantity', ''), LINE_1].join('\n')}\n`;
    const refused = await upload('several', noQuantity, { marketplaceId: US });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'IMPORT_NOT_SETTLEMENT_FILE',
      message:
        'The FBA customer returns report lacks the column(s) quantity: download the report again from Seller Central',
    });
    expect(await importCount(sellers.several.id)).toBe(before);
  });
});
