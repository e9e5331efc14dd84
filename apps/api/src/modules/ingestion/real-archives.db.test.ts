import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import {
  arbitraryArchive,
  archiveFileText,
  archiveUnits,
  type ArchiveItem,
  type ArchiveLayout,
  type ArchiveSettlement,
} from '@brandlens/reporting-core/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';

let nextId = 9_300_000_000;
const item = (
  kind: ArchiveItem['kind'],
  sku: string,
  quantity: number,
  extra: Partial<ArchiveItem> = {},
): ArchiveItem => {
  nextId += 1;
  return {
    kind,
    orderId: `702-${String(nextId).slice(-7)}-7654321`,
    orderItemCode: String(nextId),
    sku,
    quantity,
    principal: 1999 * quantity,
    ...extra,
  };
};
const settlement = (extra: Partial<ArchiveSettlement>): ArchiveSettlement => {
  nextId += 1;
  return {
    settlementId: String(nextId),
    currency: 'CAD',
    marketplaceName: 'Amazon.ca',
    items: [],
    adFees: [],
    accountRows: [],
    emptyRows: 0,
    ...extra,
  };
};
const soldItem = (sku: string, quantity: number) =>
  item('Order', sku, quantity, {
    shipping: 499,
    commission: -300 * quantity,
    fbaFee: -512 * quantity,
    digitalServicesFee: -9,
    shippingChargeback: -499,
    shippingPromotion: -499,
  });

/** The seven shapes real V1 archives were refused for, each a file of its own (4 to a few dozen rows). */
const SHAPES: Array<{ name: string; layout: ArchiveLayout; settlements: () => ArchiveSettlement[] }> = [
  {
    name: 'order items with their quantity on a row of its own',
    layout: 'v1-36',
    settlements: () => [settlement({ items: [soldItem('LAMP-1', 2), soldItem('MUG-2', 1), soldItem('LAMP-1', 3)] })],
  },
  {
    name: 'refunds with the same pattern and RefundCommission',
    layout: 'v1-36',
    settlements: () => [
      settlement({
        items: [
          soldItem('LAMP-1', 2),
          item('Refund', 'LAMP-1', 1, { principal: -1999, commission: 300, refundCommission: -60 }),
        ],
      }),
    ],
  },
  {
    name: 'Cost of Advertising with its tax on the same row',
    layout: 'v1-36',
    settlements: () => [
      settlement({
        items: [soldItem('MUG-2', 1)],
        adFees: [
          { fee: -45210, tax: -5877 },
          { fee: -1200, tax: -156 },
        ],
      }),
    ],
  },
  {
    name: 'account rows with quantities (REVERSAL_REIMBURSEMENT, WAREHOUSE_DAMAGE)',
    layout: 'v1-36',
    settlements: () => [
      settlement({
        accountRows: [
          { type: 'REVERSAL_REIMBURSEMENT', cents: 1675, sku: 'LAMP-1', quantity: 1 },
          { type: 'WAREHOUSE_DAMAGE', cents: 3350, sku: 'MUG-2', quantity: 2 },
        ],
      }),
    ],
  },
  {
    name: 'account rows in other-amount only',
    layout: 'v1-36',
    settlements: () => [
      settlement({
        accountRows: [
          { type: 'Subscription Fee', cents: -3999 },
          { type: 'Storage Fee', cents: -1288 },
          { type: 'Inbound Transportation Fee', cents: -2415 },
          { type: 'Successful charge', cents: 8000 },
          { type: 'Payable to Amazon', cents: -1500 },
          { type: 'Micro Deposit', cents: 17 },
        ],
      }),
    ],
  },
  {
    name: 'tab-only rows at the end',
    layout: 'v1-36',
    settlements: () => [settlement({ items: [soldItem('MUG-2', 4)], emptyRows: 3 })],
  },
  {
    name: 'the 33-column layout with every shape, two settlements',
    layout: 'v1-33',
    settlements: () => [
      settlement({
        items: [soldItem('LAMP-1', 1)],
        adFees: [{ fee: -999, tax: -130 }],
        accountRows: [{ type: 'WAREHOUSE_DAMAGE', cents: 999, sku: 'LAMP-1', quantity: 1 }],
        emptyRows: 1,
      }),
      settlement({ items: [soldItem('MUG-2', 2)], accountRows: [{ type: 'Storage Fee', cents: -88 }], emptyRows: 2 }),
    ],
  },
];

/** Runs of the import property; the issue asks for at least 1,000. */
const PROPERTY_RUNS = Number(process.env.ARCHIVE_PROPERTY_RUNS ?? 1_000);

type Line = { key: string; total: { amount: string; status: string } };

describe(`real settlement archives on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let user: { cookie: string };
  let sellerId: string;
  let cliSellerId: string;

  const statement = async (seller: string) => {
    const response = await testApp.call(
      'GET',
      `/api/v2/sellers/${seller}/profit-loss?targetCurrency=CAD&period=2025-03`,
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    return new Map((response.json() as { lines: Line[] }).lines.map((line) => [line.key, line.total]));
  };
  const settlementsOf = async (seller: string) =>
    (await testApp.call('GET', `/api/v2/sellers/${seller}/settlements`, { cookie: user.cookie })).json()
      .settlements as Array<{
      settlementId: string;
      difference: string;
      reconciliation: string;
      totalAmount: string;
      rowsTotal: string;
    }>;
  const upload = async (fileName: string, content: string) => {
    const { body, headers } = multipartBody({ fileName, content });
    const response = await testApp.call('POST', `/api/v2/sellers/${sellerId}/imports`, {
      cookie: user.cookie,
      body,
      headers,
    });
    expect(response.statusCode).toBe(202);
    return (
      await testApp.call('GET', `/api/v2/sellers/${sellerId}/imports/${response.json().id}`, { cookie: user.cookie })
    ).json();
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-archives-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: workDir } });
    user = await createUser(testApp, 'maple@archives.test', { sellerName: 'Maple Goods' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: user.cookie })).json().sellers[0].id;
    cliSellerId = await resolveCliSeller(database.db, 'maple-cli', true);
    // The operator's seller, shared with the user's organization so the statement can be read.
    await database.pool.query(
      `insert into organization_sellers (organization_id, seller_id)
       select organization_id, $2 from organization_sellers where seller_id = $1`,
      [sellerId, cliSellerId],
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  let uploadedSold = 0;
  let cliSold = 0;
  it.each(SHAPES)(
    '$name: uploaded on the Imports page and through import-settlement, imports whole, 0.00, every unit',
    async (shape) => {
      const settlements = shape.settlements();
      const text = archiveFileText(settlements, shape.layout);
      const { sold } = archiveUnits(settlements);

      const uploaded = await upload(`${shape.layout}.txt`, text);
      expect(uploaded).toMatchObject({
        status: 'succeeded',
        settlementsImported: settlements.length,
        errors: [],
        unreconciledSettlements: [],
      });
      const listed = await settlementsOf(sellerId);
      for (const { settlementId } of settlements) {
        expect(listed.find((row) => row.settlementId === settlementId)).toMatchObject({
          difference: '0.00',
          reconciliation: 'reconciled',
        });
      }
      uploadedSold += sold;
      expect((await statement(sellerId)).get('unitsSold')).toEqual({ amount: String(uploadedSold), status: 'final' });

      const path = join(workDir, `${shape.layout}-cli.txt`);
      await writeFile(path, text);
      const outcome = await importFileFromCli(database.db, cliSellerId, path, () => undefined);
      expect(outcome).toMatchObject({
        status: 'succeeded',
        settlementsImported: settlements.length,
        unreconciledSettlements: [],
      });
      cliSold += sold;
      expect((await statement(cliSellerId)).get('unitsSold')).toEqual({ amount: String(cliSold), status: 'final' });
      expect((await settlementsOf(cliSellerId)).every((row) => row.difference === '0.00')).toBe(true);
    },
  );

  it('stores a cut settlement as unreconciled, its figures estimated, and the complete file replaces it', async () => {
    const whole = settlement({ items: [soldItem('LAMP-1', 2)], accountRows: [{ type: 'Storage Fee', cents: -450 }] });
    const cut = { ...whole, accountRows: [], totalOffset: -450 };
    const cutImport = await upload('cut.txt', archiveFileText([cut], 'v1-36'));
    expect(cutImport).toMatchObject({
      status: 'succeeded',
      settlementsImported: 1,
      unreconciledSettlements: [
        {
          settlementId: whole.settlementId,
          currency: 'CAD',
          totalAmount: '14.16',
          rowsTotal: '18.66',
          difference: '-4.50',
        },
      ],
    });
    expect((await settlementsOf(sellerId)).find((row) => row.settlementId === whole.settlementId)).toMatchObject({
      totalAmount: '14.16',
      rowsTotal: '18.66',
      difference: '-4.50',
      reconciliation: 'unreconciled',
    });
    const before = await statement(sellerId);
    expect(before.get('unitsSold')).toEqual({ amount: String(uploadedSold + 2), status: 'estimated' });
    expect(before.get('netSales')?.status).toBe('estimated');
    const { rows } = await database.pool.query(
      `select distinct status from ledger_entries where settlement_ref = (select id from settlements where settlement_id = $1)`,
      [whole.settlementId],
    );
    expect(rows).toEqual([{ status: 'estimated' }]);

    // The same cut file again changes nothing; the complete file takes its place.
    expect(await upload('cut.txt', archiveFileText([cut], 'v1-36'))).toMatchObject({
      settlementsImported: 0,
      settlementsSkipped: 1,
    });
    expect(await upload('whole.txt', archiveFileText([whole], 'v1-36'))).toMatchObject({
      settlementsImported: 1,
      settlementsSkipped: 0,
      unreconciledSettlements: [],
    });
    expect((await settlementsOf(sellerId)).find((row) => row.settlementId === whole.settlementId)).toMatchObject({
      difference: '0.00',
      reconciliation: 'reconciled',
    });
    const after = await statement(sellerId);
    expect(after.get('unitsSold')).toEqual({ amount: String(uploadedSold + 2), status: 'final' });
    expect(after.get('fbaStorageFees')?.amount).toBe((Number(before.get('fbaStorageFees')?.amount) - 4.5).toFixed(2));
    uploadedSold += 2;
    await expectRollupsMatchLedger();
  });

  /** Every rollup and total of both bases equals what the ledger rows give, key by key (no emptied key left). */
  async function expectRollupsMatchLedger() {
    const { rows } = await database.pool.query(`
      with ledger as (
        select e.seller_id, coalesce(e.posted_date, (s.end_date at time zone 'UTC')::date) as day,
          coalesce(e.marketplace_id, '') as marketplace_id, coalesce(e.sku, '') as sku, e.pnl_line, e.currency, e.status,
          sum(e.amount) as amount, coalesce(sum(e.quantity), 0) as quantity, count(*) as row_count
        from ledger_entries e join settlements s on s.id = e.settlement_ref group by 1, 2, 3, 4, 5, 6, 7
      )
      select (select count(*) from (
          (select * from ledger except select seller_id, day, marketplace_id, sku, pnl_line, currency, status, amount, quantity, row_count from ledger_daily_rollups)
          union all
          (select seller_id, day, marketplace_id, sku, pnl_line, currency, status, amount, quantity, row_count from ledger_daily_rollups except select * from ledger)
        ) d)::int as posted_mismatches,
        (select count(*) from (
          (select seller_id, day, pnl_line, currency, status, sum(amount), sum(row_count) from ledger group by 1, 2, 3, 4, 5
           except select seller_id, day, pnl_line, currency, status, amount, row_count from ledger_daily_totals)
          union all
          (select seller_id, day, pnl_line, currency, status, amount, row_count from ledger_daily_totals
           except select seller_id, day, pnl_line, currency, status, sum(amount), sum(row_count) from ledger group by 1, 2, 3, 4, 5)
        ) d)::int as total_mismatches,
        (select count(*) from (
          (select seller_id, sum(amount), sum(row_count) from ledger group by 1
           except select seller_id, sum(amount), sum(row_count) from ledger_order_day_rollups group by 1)
          union all
          (select seller_id, sum(amount), sum(row_count) from ledger_order_day_rollups group by 1
           except select seller_id, sum(amount), sum(row_count) from ledger group by 1)
        ) d)::int as order_day_mismatches,
        (select count(*) from ledger_order_day_rollups where row_count = 0)::int as empty_order_day_keys`);
    expect(rows[0]).toEqual({
      posted_mismatches: 0,
      total_mismatches: 0,
      order_day_mismatches: 0,
      empty_order_day_keys: 0,
    });
  }

  it('property: any archive of these shapes imports whole and reconciles, counts each unit once, and a re-import changes nothing', async () => {
    const fingerprint = async () =>
      (
        await database.pool.query(`select
          (select count(*) from ledger_entries)::int as rows,
          (select coalesce(sum(amount), 0)::text from ledger_entries) as ledger,
          (select coalesce(sum(amount), 0)::text || '/' || coalesce(sum(quantity), 0) from ledger_daily_rollups) as rollups,
          (select coalesce(sum(amount), 0)::text || '/' || coalesce(sum(quantity), 0) from ledger_order_day_totals) as order_day,
          (select count(*) from settlements)::int as settlements`)
      ).rows[0];
    let run = 0;
    await fc.assert(
      fc.asyncProperty(arbitraryArchive, async (archive) => {
        run += 1;
        const settlements = archive.settlements.map((entry, index) => ({
          ...entry,
          settlementId: `${8_000_000 + run}${index}`,
        }));
        const path = join(workDir, 'property.txt');
        await writeFile(path, archiveFileText(settlements, archive.layout));
        const outcome = await importFileFromCli(database.db, cliSellerId, path, () => undefined);
        expect(outcome).toMatchObject({
          status: 'succeeded',
          settlementsImported: settlements.length,
          unreconciledSettlements: [],
        });
        const ids = settlements.map((entry) => entry.settlementId);
        const { rows } = await database.pool.query(
          `select (select count(*) from settlements where settlement_id = any($1) and reconciliation = 'reconciled'
                     and total_amount = rows_total)::int as reconciled,
             (select coalesce(sum(quantity) filter (where pnl_line = 'fullPriceFulfilledProductSales'), 0)::int from ledger_entries
                where settlement_ref in (select id from settlements where settlement_id = any($1))) as sold,
             (select coalesce(sum(quantity) filter (where pnl_line = 'productReturns'), 0)::int from ledger_entries
                where settlement_ref in (select id from settlements where settlement_id = any($1))) as returned`,
          [ids],
        );
        const units = archiveUnits(settlements);
        expect(rows[0]).toEqual({ reconciled: settlements.length, sold: units.sold, returned: units.returned });
        const before = await fingerprint();
        const again = await importFileFromCli(database.db, cliSellerId, path, () => undefined);
        expect(again).toMatchObject({
          status: 'succeeded',
          settlementsImported: 0,
          settlementsSkipped: settlements.length,
        });
        expect(await fingerprint()).toEqual(before);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    await expectRollupsMatchLedger();
  }, 1_800_000);
});
