import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { isoDateOfDayNumber, isoDayNumber } from '@brandlens/reporting-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { copySellerData } from '../../test/seller-copies.ts';
import {
  columnsOf,
  itemRow,
  PLAIN_V2,
  settlementLines,
  type GeneratedRow,
  type GeneratedSettlement,
} from '../../test/settlement-files.ts';
import { createTestApp, sessionCookieOf, type TestApp } from '../../test/test-app.ts';
import { ensureAdminAccount } from '../admin/admin.service.ts';
import { importFileFromCli } from '../ingestion/cli-import.service.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { portfolioPeriods } from './portfolio.service.ts';

// Relative to today, as the server sees it: the last complete month and the one before.
const { month: MONTH, previousMonth: PREVIOUS } = portfolioPeriods(todayUtc());
const on = (month: string, day: number): [number, number, number] => [
  Number(month.slice(0, 4)),
  Number(month.slice(5, 7)),
  day,
];
const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;
const account = (amountDescription: string, cents: number, posted: [number, number, number]): GeneratedRow => ({
  transactionType: 'other-transaction',
  amountType: 'other-transaction',
  amountDescription,
  cents,
  posted,
});
const ads = (cents: number, posted: [number, number, number]): GeneratedRow => ({
  transactionType: 'ServiceFee',
  amountType: 'Cost of Advertising',
  amountDescription: 'Cost of Advertising',
  cents,
  posted,
});

// Alpha Goods (USD): the rows of the P&L test's March, in the last complete month, and a smaller
// month before. CUP-2 has no cost of goods.
const ALPHA: GeneratedSettlement[] = [
  {
    settlementId: '5101',
    currency: 'USD',
    rows: [
      itemRow('Order / ItemPrice / Principal', 1000, {
        sku: 'MUG-1',
        orderId: '111-0000001-0000001',
        posted: on(PREVIOUS, 10),
      }),
      itemRow('Order / ItemFees / Commission', -150, {
        sku: 'MUG-1',
        orderId: '111-0000001-0000001',
        posted: on(PREVIOUS, 10),
      }),
    ],
  },
  {
    settlementId: '5102',
    currency: 'USD',
    rows: [
      itemRow('Order / ItemPrice / Principal', 2599, {
        sku: 'MUG-1',
        orderId: '111-0000002-0000001',
        posted: on(MONTH, 13),
      }),
      itemRow('Order / ItemPrice / Principal', 700, {
        sku: 'CUP-2',
        orderId: '111-0000003-0000001',
        posted: on(MONTH, 5),
      }),
      itemRow('Order / Promotion / Principal', -200, {
        sku: 'MUG-1',
        orderId: '111-0000002-0000001',
        posted: on(MONTH, 13),
      }),
      itemRow('Order / ItemPrice / Shipping', 499, {
        sku: 'MUG-1',
        orderId: '111-0000002-0000001',
        posted: on(MONTH, 13),
      }),
      itemRow('Order / ItemPrice / Tax', 208, { sku: 'MUG-1', orderId: '111-0000002-0000001', posted: on(MONTH, 13) }),
      itemRow('Order / ItemFees / Commission', -390, {
        sku: 'MUG-1',
        orderId: '111-0000002-0000001',
        posted: on(MONTH, 13),
      }),
      itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -322, {
        sku: 'MUG-1',
        orderId: '111-0000002-0000001',
        posted: on(MONTH, 13),
      }),
      itemRow('Refund / ItemPrice / Principal', -1000, {
        sku: 'MUG-1',
        orderId: '111-0000004-0000001',
        posted: on(MONTH, 14),
      }),
      account('Storage Fee', -123, on(MONTH, 2)),
      ads(-1500, on(MONTH, 10)),
    ],
  },
];

// Beta UK (GBP, amazon.co.uk): one sale each month.
const uk = (rows: GeneratedRow[]) => rows.map((row) => ({ ...row, marketplaceName: 'Amazon.co.uk' }));
const BETA: GeneratedSettlement[] = [
  {
    settlementId: '5201',
    currency: 'GBP',
    rows: uk([
      itemRow('Order / ItemPrice / Principal', 800, {
        sku: 'TEA-1',
        orderId: '202-0000001-0000001',
        posted: on(PREVIOUS, 20),
      }),
      itemRow('Order / ItemPrice / Principal', 1500, {
        sku: 'TEA-1',
        orderId: '202-0000002-0000001',
        posted: on(MONTH, 20),
      }),
      itemRow('Order / ItemFees / Commission', -225, {
        sku: 'TEA-1',
        orderId: '202-0000002-0000001',
        posted: on(MONTH, 20),
      }),
    ]),
  },
];

// Cut Settlement Co (USD): a settlement whose total-amount is not the sum of its rows.
const CUT: GeneratedSettlement = {
  settlementId: '5301',
  currency: 'USD',
  rows: [
    itemRow('Order / ItemPrice / Principal', 1200, {
      sku: 'LAMP-1',
      orderId: '111-0000009-0000001',
      posted: on(MONTH, 8),
    }),
    itemRow('Order / ItemFees / Commission', -180, {
      sku: 'LAMP-1',
      orderId: '111-0000009-0000001',
      posted: on(MONTH, 8),
    }),
  ],
};

const SECRET_TOKEN = 'encrypted-refresh-token-never-shown';

interface Figure {
  amount: string;
  status: string;
}
interface MonthFigures {
  netSales: Figure;
  contributionMargin3: Figure;
  unitsSold: Figure;
}
interface PortfolioSeller {
  id: string;
  slug: string;
  name: string;
  connection: { state: string; providers: Array<{ provider: string; state: string }> };
  lastLedgerDay: string | null;
  lastImportFinishedAt: string | null;
  month: MonthFigures | null;
  previousMonth: MonthFigures | null;
  figuresUnavailable: { code: string; message: string } | null;
  openActions: { count: number; unreconciledSettlements: number; skusWithoutCost: number };
}

const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};

describe(`portfolio of the organization's sellers on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let workDir: string;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  const ids = { alpha: '', bob: '', beta: '', cut: '', dormant: '' };

  const portfolio = async (query = '', cookie = alice.cookie) => {
    const response = await testApp.call('GET', `/api/v2/sellers/portfolio${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      currency: string;
      periods: { month: string; previousMonth: string };
      totalCount: number;
      page: number;
      pageSize: number;
      sellers: PortfolioSeller[];
      totals: {
        month: MonthFigures | null;
        previousMonth: MonthFigures | null;
        sellersWithFigures: { month: number; previousMonth: number };
        sellersWithoutRates: number;
      };
      pageTotals: { month: MonthFigures | null; sellersWithFigures: { month: number } };
    };
  };
  const slugsOf = (body: { sellers: PortfolioSeller[] }) => body.sellers.map((seller) => seller.slug);
  const sellerIn = (body: { sellers: PortfolioSeller[] }, slug: string) => {
    const found = body.sellers.find((seller) => seller.slug === slug);
    if (!found) throw new Error(`${slug} is not in the portfolio`);
    return found;
  };
  /** The statement's net sales, CM3 and units of one month, as /profit-loss shows them. */
  const statementOf = async (sellerId: string, month: string, currency: string): Promise<MonthFigures> => {
    const response = await testApp.call(
      'GET',
      `/api/v2/sellers/${sellerId}/profit-loss?targetCurrency=${currency}&period=${month}`,
      { cookie: alice.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const lines = new Map(
      (response.json().lines as Array<{ key: string; total: Figure }>).map((line) => [line.key, line.total]),
    );
    const figure = (key: string) => lines.get(key) as Figure;
    return {
      netSales: figure('netSales'),
      contributionMargin3: figure('contributionMargin3'),
      unitsSold: figure('unitsSold'),
    };
  };
  const importSettlements = async (sellerId: string, settlements: GeneratedSettlement[], totalOffsetCents = 0) => {
    const lines = settlements.flatMap((settlement) => {
      const [summary = '', ...rows] = settlementLines(settlement, PLAIN_V2);
      if (totalOffsetCents === 0) return [summary, ...rows];
      const cells = summary.split('\t');
      const at = columnsOf('v2-24').indexOf('total-amount');
      cells[at] = (Number(cells[at]) + totalOffsetCents / 100).toFixed(2);
      return [cells.join('\t'), ...rows];
    });
    const path = join(workDir, `${settlements[0]?.settlementId}.txt`);
    await writeFile(path, `${[columnsOf('v2-24').join('\t'), ...lines].join('\n')}\n`);
    const outcome = await importFileFromCli(database.db, sellerId, path, () => undefined);
    expect(outcome.status).toBe('succeeded');
  };
  const addSeller = async (user: { cookie: string; userId: string }, name: string, slug: string) => {
    const response = await testApp.call('POST', `/api/v2/user/${user.userId}/add-seller-to-organization`, {
      cookie: user.cookie,
      body: { name, slug },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const organizationOf = async (email: string) =>
    (await database.pool.query('select organization_id from users where email = $1', [email])).rows[0]
      .organization_id as string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'brandlens-portfolio-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@portfolio.test', { sellerName: 'Alpha Goods' });
    bob = await createUser(testApp, 'bob@elsewhere.test', { sellerName: 'Bob Brands' });
    ids.alpha = (await testApp.call('GET', '/api/v2/sellers', { cookie: alice.cookie })).json().sellers[0].id;
    ids.bob = (await testApp.call('GET', '/api/v2/sellers', { cookie: bob.cookie })).json().sellers[0].id;
    ids.beta = await addSeller(alice, 'Beta UK', 'beta-uk');
    ids.cut = await addSeller(alice, 'Cut Settlement Co', 'cut-settlement-co');
    ids.dormant = await addSeller(alice, 'Dormant Goods', 'dormant-goods');

    await importSettlements(ids.alpha, ALPHA);
    await importSettlements(ids.beta, BETA);
    await importSettlements(ids.cut, [CUT], 500);
    await importSettlements(ids.bob, [{ ...CUT, settlementId: '5401' }]);
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values
         ($1, 'MUG-1', 4, 'USD', $3), ($2, 'TEA-1', 2, 'GBP', $3)`,
      [ids.alpha, ids.beta, `${PREVIOUS}-01`],
    );
    // USD and GBP every third day from a week before the first month, with rates that round.
    const first = isoDayNumber(`${PREVIOUS}-01`) - 7;
    const last = isoDayNumber(dayOf(MONTH, 28)) + 3;
    await database.pool.query(`delete from fx_rates where currency in ('USD', 'GBP') and rate_date between $1 and $2`, [
      isoDateOfDayNumber(first),
      isoDateOfDayNumber(last + 3),
    ]);
    for (let day = first, k = 0; day <= last + 3; day += 3, k += 1) {
      await database.pool.query(
        `insert into fx_rates (rate_date, currency, rate_per_eur, source) values ($1, 'USD', $2, 'ecb'), ($1, 'GBP', $3, 'ecb')`,
        [isoDateOfDayNumber(day), (1.0813 + (k % 5) * 0.0037).toFixed(4), (0.8519 + (k % 7) * 0.0023).toFixed(4)],
      );
    }
    await database.pool.query(
      `insert into seller_connections (seller_id, provider, region, external_account_id, refresh_token_encrypted, status, last_error)
       values ($1, 'autopilot_spapi_basic', 'eu', 'A1BETAACCOUNT', $3, 'active', null),
              ($2, 'autopilot_amazon_ads', 'na', 'A1CUTADS', $3, 'active', null),
              ($2, 'autopilot_spapi_basic', 'na', 'A1CUTACCOUNT', $3, 'active', 'The last report could not be read')`,
      [ids.beta, ids.cut, SECRET_TOKEN],
    );
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(workDir, { recursive: true, force: true });
  });

  it("gives each seller's last two complete months exactly as its P&L statement, in USD and in EUR", async () => {
    for (const currency of ['USD', 'EUR']) {
      const body = await portfolio(`?targetCurrency=${currency}`);
      expect(body.currency).toBe(currency);
      expect(body.periods).toEqual({ month: MONTH, previousMonth: PREVIOUS });
      for (const slug of ['alpha-goods', 'beta-uk', 'cut-settlement-co']) {
        const seller = sellerIn(body, slug);
        expect(seller.figuresUnavailable).toBeNull();
        expect(seller.month).toEqual(await statementOf(seller.id, MONTH, currency));
      }
      for (const slug of ['alpha-goods', 'beta-uk']) {
        const seller = sellerIn(body, slug);
        expect(seller.previousMonth).toEqual(await statementOf(seller.id, PREVIOUS, currency));
      }
    }
  });

  it('has exact USD figures: estimated where a sold SKU has no cost, totals that add up to the cent', async () => {
    const body = await portfolio('?targetCurrency=USD');
    const alpha = sellerIn(body, 'alpha-goods');
    expect(alpha.month).toEqual({
      netSales: { amount: '25.98', status: 'final' },
      contributionMargin3: { amount: '2.63', status: 'estimated' },
      unitsSold: { amount: '2', status: 'final' },
    });
    expect(alpha.previousMonth).toEqual({
      netSales: { amount: '10.00', status: 'final' },
      contributionMargin3: { amount: '4.50', status: 'final' },
      unitsSold: { amount: '1', status: 'final' },
    });
    expect(alpha.openActions).toEqual({ count: 1, unreconciledSettlements: 0, skusWithoutCost: 1 });
    expect(alpha.lastLedgerDay).toBe(dayOf(MONTH, 14));
    expect(Date.parse(alpha.lastImportFinishedAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    const beta = sellerIn(body, 'beta-uk');
    // 15.00 GBP on the 20th, through EUR at that day's rates: neither 15.00 nor a plain copy.
    expect(cents(beta.month?.netSales.amount ?? '0')).toBeGreaterThan(1800n);
    expect(cents(beta.month?.netSales.amount ?? '0')).toBeLessThan(2000n);

    const sellers = ['alpha-goods', 'beta-uk', 'cut-settlement-co'].map((slug) => sellerIn(body, slug));
    for (const key of ['netSales', 'contributionMargin3'] as const) {
      const sum = sellers.reduce((total, seller) => total + cents(seller.month?.[key].amount ?? '0'), 0n);
      expect(cents(body.totals.month?.[key].amount ?? '')).toBe(sum);
    }
    expect(body.totals.month?.unitsSold).toEqual({ amount: '4', status: 'estimated' });
    expect(body.totals.previousMonth?.netSales.status).toBe('final');
    expect(body.totals.sellersWithFigures).toEqual({ month: 3, previousMonth: 2 });
    expect(body.totals.sellersWithoutRates).toBe(0);
  });

  it('reads figures of an unreconciled settlement as estimated and counts it among the open actions', async () => {
    const cut = sellerIn(await portfolio('?targetCurrency=USD'), 'cut-settlement-co');
    expect(cut.month).toEqual({
      netSales: { amount: '12.00', status: 'estimated' },
      contributionMargin3: { amount: '10.20', status: 'estimated' },
      unitsSold: { amount: '1', status: 'estimated' },
    });
    expect(cut.previousMonth).toBeNull();
    expect(cut.openActions).toEqual({ count: 2, unreconciledSettlements: 1, skusWithoutCost: 1 });
  });

  it('gives null figures, not zeros, to a seller without data, and the connection state of each seller', async () => {
    const body = await portfolio();
    expect(body.currency).toBe('EUR');
    expect(sellerIn(body, 'dormant-goods')).toEqual({
      id: ids.dormant,
      slug: 'dormant-goods',
      name: 'Dormant Goods',
      connection: { state: 'not-connected', providers: [] },
      lastLedgerDay: null,
      lastImportFinishedAt: null,
      month: null,
      previousMonth: null,
      figuresUnavailable: null,
      openActions: { count: 0, unreconciledSettlements: 0, skusWithoutCost: 0 },
    });
    expect(sellerIn(body, 'beta-uk').connection).toEqual({
      state: 'connected',
      providers: [{ provider: 'autopilot_spapi_basic', state: 'connected' }],
    });
    expect(sellerIn(body, 'cut-settlement-co').connection).toEqual({
      state: 'error',
      providers: [
        { provider: 'autopilot_spapi_basic', state: 'error' },
        { provider: 'autopilot_amazon_ads', state: 'connected' },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/encrypted-refresh-token|A1BETAACCOUNT|A1CUTACCOUNT/);
  });

  it('leaves out a month it cannot convert, with the reason the statement gives, and keeps it out of the totals', async () => {
    const body = await portfolio('?targetCurrency=JPY');
    const alpha = sellerIn(body, 'alpha-goods');
    expect([alpha.month, alpha.previousMonth]).toEqual([null, null]);
    const statement = await testApp.call(
      'GET',
      `/api/v2/sellers/${ids.alpha}/profit-loss?targetCurrency=JPY&period=${PREVIOUS}..${MONTH}`,
      { cookie: alice.cookie },
    );
    expect(statement.statusCode).toBe(422);
    expect(alpha.figuresUnavailable).toEqual({ code: 'FX_RATE_MISSING', message: statement.json().message });
    expect(body.totals).toMatchObject({ month: null, previousMonth: null, sellersWithoutRates: 3 });
    expect(sellerIn(body, 'dormant-goods').figuresUnavailable).toBeNull();
  });

  it('sorts by every key in both directions, sellers without the figure last, and pages with the total count', async () => {
    const order = async (sort: string, direction: string) =>
      slugsOf(await portfolio(`?targetCurrency=USD&sort=${sort}&direction=${direction}`));
    const [a, b, c, d] = ['alpha-goods', 'beta-uk', 'cut-settlement-co', 'dormant-goods'];
    expect(await order('name', 'asc')).toEqual([a, b, c, d]);
    expect(await order('name', 'desc')).toEqual([d, c, b, a]);
    expect(await order('netSales', 'desc')).toEqual([a, b, c, d]);
    expect(await order('netSales', 'asc')).toEqual([c, b, a, d]);
    expect(await order('contributionMargin3', 'desc')).toEqual([b, c, a, d]);
    expect(await order('unitsSold', 'asc')).toEqual([b, c, a, d]);
    expect(await order('lastDataDate', 'desc')).toEqual([b, a, c, d]);
    expect(await order('lastDataDate', 'asc')).toEqual([c, a, b, d]);
    expect(await order('openActions', 'desc')).toEqual([c, a, b, d]);
    expect(await order('openActions', 'asc')).toEqual([b, d, a, c]);

    const pages = await Promise.all(
      [1, 2, 3].map((page) => portfolio(`?targetCurrency=USD&sort=netSales&direction=desc&pageSize=2&page=${page}`)),
    );
    expect(pages.map(slugsOf)).toEqual([[a, b], [c, d], []]);
    expect(pages.map((page) => [page.totalCount, page.page, page.pageSize])).toEqual([
      [4, 1, 2],
      [4, 2, 2],
      [4, 3, 2],
    ]);
    const [first, second] = pages;
    const alpha = sellerIn(first as { sellers: PortfolioSeller[] }, a);
    const beta = sellerIn(first as { sellers: PortfolioSeller[] }, b);
    expect(cents(first?.pageTotals.month?.netSales.amount ?? '')).toBe(
      cents(alpha.month?.netSales.amount ?? '') + cents(beta.month?.netSales.amount ?? ''),
    );
    expect(second?.pageTotals.month?.netSales).toEqual({ amount: '12.00', status: 'estimated' });
    expect(second?.pageTotals.sellersWithFigures.month).toBe(1);
    expect(second?.totals).toEqual(first?.totals);
    // Open actions of the page only are read, and match those of a sort that reads every seller's.
    const byActions = await portfolio('?targetCurrency=USD&sort=openActions&direction=desc');
    expect(pages.flatMap((page) => page.sellers).map((seller) => [seller.slug, seller.openActions])).toEqual(
      [a, b, c, d].map((slug) => [slug, sellerIn(byActions, slug).openActions]),
    );
  });

  it("never shows another organization's sellers; an admin session sees its own organization's", async () => {
    for (const sort of ['name', 'netSales', 'openActions']) {
      const body = await portfolio(`?sort=${sort}&pageSize=200`);
      expect(body.totalCount).toBe(4);
      expect(body.sellers.map((seller) => seller.id)).not.toContain(ids.bob);
    }
    const bobs = await portfolio('', bob.cookie);
    expect(slugsOf(bobs)).toEqual(['bob-brands']);
    expect(bobs.totals.sellersWithFigures.month).toBe(1);

    await ensureAdminAccount(database.db, 'root@portfolio.test', 'admin password 1');
    await database.pool.query(
      `insert into organization_sellers (organization_id, seller_id)
       select organization_id, $1 from users where email = 'root@portfolio.test'`,
      [ids.alpha],
    );
    const login = await testApp.call('POST', '/api/auth/admin/login', {
      body: { username: 'root@portfolio.test', password: 'admin password 1' },
    });
    const admin = sessionCookieOf(login);
    expect(login.json().isAdminSession).toBe(true);
    expect(slugsOf(await portfolio('', admin))).toEqual(['alpha-goods']);
    // The same session lists every seller of the product on /v2/sellers.
    const listed = (await testApp.call('GET', '/api/v2/sellers', { cookie: admin })).json().sellers;
    expect(listed.length).toBeGreaterThan(1);
  });

  it('is reached at /v2/sellers/portfolio, also beside a seller whose slug is portfolio', async () => {
    // New sellers may not take the slug (it is reserved); one that took it before keeps it.
    const sellerId = await addSeller(bob, 'Portfolio Partners', 'portfolio-partners');
    await database.pool.query(`update sellers set slug = 'portfolio' where id = $1`, [sellerId]);
    const body = await portfolio('', bob.cookie);
    expect(slugsOf(body)).toEqual(['bob-brands', 'portfolio']);
    const seller = await testApp.call('GET', `/api/v2/sellers/${sellerId}`, { cookie: bob.cookie });
    expect(seller.json()).toMatchObject({ slug: 'portfolio', name: 'Portfolio Partners' });
    expect((await testApp.call('GET', '/api/v2/sellers/beta-uk', { cookie: alice.cookie })).json().id).toBe(ids.beta);
  });

  it('refuses bad parameters with 422 and answers 401 without a session', async () => {
    for (const query of [
      '?pageSize=201',
      '?pageSize=0',
      '?page=0',
      '?sort=revenue',
      '?direction=up',
      '?targetCurrency=XXX',
    ]) {
      const response = await testApp.call('GET', `/api/v2/sellers/portfolio${query}`, { cookie: alice.cookie });
      expect(response.statusCode, query).toBe(422);
    }
    expect((await portfolio('?pageSize=200')).pageSize).toBe(200);
    expect((await portfolio()).pageSize).toBe(50);
    expect((await testApp.call('GET', '/api/v2/sellers/portfolio')).statusCode).toBe(401);
  });

  /** Every statement the pg clients send while the request runs (read before the spy is restored). */
  const statementsOf = async (run: () => Promise<unknown>) => {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await run();
      return spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: unknown }).text ?? ''),
      );
    } finally {
      spy.mockRestore();
    }
  };

  it('runs as many queries for 60 sellers as for 3, first computing then keeping figures, none over ledger_entries', async () => {
    const alpha = sellerIn(await portfolio('?targetCurrency=USD'), 'alpha-goods');
    const counts: Array<{ first: number; again: number }> = [];
    for (const [email, count] of [
      ['small@agency.test', 3],
      ['large@agency.test', 60],
    ] as const) {
      await createUser(testApp, email);
      await copySellerData(database.pool, {
        fromSellerId: ids.alpha,
        organizationId: await organizationOf(email),
        count,
        slugPrefix: email.split('@')[0] ?? 'copy',
        namePrefix: 'Copy',
      });
      const cookie = await testApp.logIn(email, PASSWORD);
      const read = async () => {
        const body = await portfolio('?targetCurrency=USD&sort=netSales&direction=desc', cookie);
        expect(body.totalCount).toBe(count);
        // Each copy is the imported seller again: the same figures through the same totals.
        expect(body.sellers[0]?.month).toEqual(alpha.month);
        expect(body.sellers[0]?.openActions).toEqual(alpha.openActions);
      };
      const first = await statementsOf(read);
      const again = await statementsOf(read);
      expect([...first, ...again].filter((text) => text.includes('ledger_entries'))).toEqual([]);
      // Kept figures: the second read converts nothing.
      expect(again.filter((text) => text.includes('pg_snapshot_xmin'))).toHaveLength(1);
      expect(again.filter((text) => text.includes('ledger_daily_totals'))).toEqual([]);
      counts.push({ first: first.length, again: again.length });
    }
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[0]?.again).toBeLessThan(counts[0]?.first ?? 0);
    expect(counts[0]?.first).toBeLessThanOrEqual(12);
  });

  it('computes kept figures again when a cost, a rate or an import changes them, and only those', async () => {
    const usd = async () => portfolio('?targetCurrency=USD');
    const before = await usd();
    expect(sellerIn(before, 'alpha-goods').openActions.skusWithoutCost).toBe(1);

    // A cost for CUP-2: the cost totals are recomputed when the write commits.
    await database.pool.query(
      `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from) values ($1, 'CUP-2', 1.5, 'USD', $2)`,
      [ids.alpha, `${PREVIOUS}-01`],
    );
    const costed = await usd();
    expect(sellerIn(costed, 'alpha-goods').month?.contributionMargin3).toEqual({ amount: '1.13', status: 'final' });
    expect(sellerIn(costed, 'alpha-goods').openActions.skusWithoutCost).toBe(0);
    expect(sellerIn(costed, 'alpha-goods').month).toEqual(await statementOf(ids.alpha, MONTH, 'USD'));
    expect(sellerIn(costed, 'beta-uk')).toEqual(sellerIn(before, 'beta-uk'));

    // A GBP rate of the day Beta sold on.
    await database.pool.query(
      `update fx_rates set rate_per_eur = rate_per_eur + 0.05 where currency = 'GBP'
         and rate_date = (select max(rate_date) from fx_rates where currency = 'GBP' and rate_date <= $1)`,
      [dayOf(MONTH, 20)],
    );
    const rated = sellerIn(await usd(), 'beta-uk');
    expect(rated.month?.netSales.amount).not.toBe(sellerIn(before, 'beta-uk').month?.netSales.amount);
    expect(rated.month).toEqual(await statementOf(ids.beta, MONTH, 'USD'));

    // A new settlement of Beta's.
    await importSettlements(ids.beta, [
      {
        settlementId: '5202',
        currency: 'GBP',
        rows: uk([
          itemRow('Order / ItemPrice / Principal', 999, {
            sku: 'TEA-1',
            orderId: '202-0000003-0000001',
            posted: on(MONTH, 21),
          }),
        ]),
      },
    ]);
    const imported = sellerIn(await usd(), 'beta-uk');
    expect(imported.month?.unitsSold).toEqual({ amount: '2', status: 'final' });
    expect(imported.month).toEqual(await statementOf(ids.beta, MONTH, 'USD'));
    expect(imported.lastLedgerDay).toBe(dayOf(MONTH, 21));
  });
});
