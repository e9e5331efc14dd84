import { INVENTORY_PLANNING_DEFAULTS } from '@brandlens/contracts';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStockSeller, dayFrom, todayUtc, US } from './stock-seller.fixture.ts';

// LAMP-A in the US (stock-seller.fixture.ts) sells 4 units a day and has 80 days of cover.
describe(`inventory planning on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  const asOf = todayUtc();
  const base = '/api/v2/sellers/alpha-lamps/inventory';
  const settings = {
    productionDays: 20,
    transitDays: 10,
    checkInDays: 5,
    safetyStockDays: 7,
    orderCoverDays: 30,
    velocityWindowDays: 30,
  };
  const noLegs = { productionDays: null, transitDays: null, checkInDays: null, safetyStockDays: null };

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, body?: unknown, url = base) =>
    testApp.call(method, `${url}${path}`, { cookie, body });
  const lampA = async () => {
    const response = await testApp.call('GET', '/api/v2/sellers/alpha-lamps/product-stock-recommendations', {
      cookie,
    });
    return response.json().rows.find((row: { key: string }) => row.key === `${US}:LAMP-A`);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    ({ cookie } = await createStockSeller(testApp, database, asOf));
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it("refuses bad settings with the field's message and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...settings, orderCoverDays: 0 }, 'Enter at least 1 day'],
      [{ ...settings, velocityWindowDays: 400 }, 'Enter at most 365 days'],
      [{ ...settings, productionDays: 1.5 }, 'Enter a whole number of days'],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', '/planning', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().details.errors).toEqual([message]);
    }
    const leadTime = await call('PUT', '/lead-times/LAMP-A', { ...noLegs, productionDays: -1 });
    expect(leadTime.statusCode).toBe(422);
    expect(leadTime.json().details.errors).toEqual(['Enter at least 0 days']);
    expect((await call('GET', '/planning')).json()).toEqual({
      settings: INVENTORY_PLANNING_DEFAULTS,
      isDefault: true,
      skuLeadTimes: [],
    });
  });

  it('stores the defaults, and a SKU override moves its reorder date until it is removed', async () => {
    const put = await call('PUT', '/planning', settings);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ settings, isDefault: false, skuLeadTimes: [] });
    expect((await call('GET', '/planning')).json()).toEqual({ settings, isDefault: false, skuLeadTimes: [] });
    // 80 − 35 − 7 = 38 days; 4 × 72 − (320 − 152) = 120 units.
    expect(await lampA()).toMatchObject({
      leadTime: { productionDays: 20, transitDays: 10, checkInDays: 5, totalDays: 35, safetyStockDays: 7 },
      reorderDate: dayFrom(asOf, 38),
      reorderQuantity: 120,
      status: 'ok',
    });

    const legs = { ...noLegs, productionDays: 50 };
    const override = await call('PUT', '/lead-times/LAMP-A', legs);
    expect(override.statusCode).toBe(200);
    expect(override.json()).toEqual({ sku: 'LAMP-A', ...legs, updatedAt: expect.any(String) });
    // 80 − 65 − 7 = 8 days.
    expect(await lampA()).toMatchObject({
      leadTime: { productionDays: 50, transitDays: 10, checkInDays: 5, totalDays: 65, isSkuOverride: true },
      reorderDate: dayFrom(asOf, 8),
      status: 'reorder-soon',
    });
    expect((await call('GET', '/planning')).json().skuLeadTimes).toEqual([override.json()]);

    expect((await call('DELETE', '/lead-times/LAMP-A')).statusCode).toBe(204);
    expect((await call('DELETE', '/lead-times/LAMP-A')).statusCode).toBe(204);
    expect(await lampA()).toMatchObject({ leadTime: { isSkuOverride: false }, reorderDate: dayFrom(asOf, 38) });
    expect((await call('GET', '/planning')).json().skuLeadTimes).toEqual([]);
  });

  it("answers 404 for another organization's seller and changes nothing there", async () => {
    const other = '/api/v2/sellers/beta-lamps/inventory';
    const attempts = [
      await call('GET', '/planning', undefined, other),
      await call('PUT', '/planning', settings, other),
      await call('PUT', '/lead-times/LAMP-A', { ...noLegs, productionDays: 1 }, other),
      await call('DELETE', '/lead-times/LAMP-A', undefined, other),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    const { rows } = await database.pool.query<{ settings: number; overrides: number }>(
      `select (select count(*)::int from inventory_planning_settings p join sellers s on s.id = p.seller_id
                where s.slug = 'beta-lamps') as settings,
              (select count(*)::int from sku_lead_times t join sellers s on s.id = t.seller_id
                where s.slug = 'beta-lamps') as overrides`,
    );
    expect(rows[0]).toEqual({ settings: 0, overrides: 0 });
  });
});
