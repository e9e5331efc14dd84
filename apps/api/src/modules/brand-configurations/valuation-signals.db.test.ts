import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`open to offers and open to funding on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  const seller = '/api/v2/sellers/alpha-goods';

  const signals = async (cookie = alice.cookie) =>
    (await testApp.call('GET', `${seller}/valuation-signals`, { cookie })).json();
  const set = (which: 'open-to-offers' | 'open-to-funding', open: unknown, cookie = alice.cookie) =>
    testApp.call('POST', `${seller}/${which}`, { cookie, body: { open } });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@signals.test', {
      sellerName: 'Alpha Goods',
      firstName: 'Alice',
      lastName: 'Ames',
    });
    bob = await createUser(testApp, 'bob@signals.test', { sellerName: 'Beta Brands' });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('starts closed, records each change with who and when, and can be reversed', async () => {
    expect(await signals()).toEqual({
      openToOffers: false,
      openToFunding: false,
      updatedAt: null,
      updatedBy: null,
      history: [],
    });

    const before = Date.now();
    const opened = await set('open-to-offers', true);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ openToOffers: true, openToFunding: false, updatedBy: 'Alice Ames' });
    expect(Date.parse(opened.json().updatedAt)).toBeGreaterThanOrEqual(before - 1000);

    expect((await set('open-to-funding', true)).json()).toMatchObject({ openToOffers: true, openToFunding: true });
    const reversed = await set('open-to-offers', false);
    expect(reversed.json()).toMatchObject({ openToOffers: false, openToFunding: true, updatedBy: 'Alice Ames' });

    // Saying the same again changes nothing and adds no history.
    const unchanged = await set('open-to-funding', true);
    expect(unchanged.json().updatedAt).toBe(reversed.json().updatedAt);

    const state = await signals();
    expect(state).toMatchObject({ openToOffers: false, openToFunding: true, updatedAt: reversed.json().updatedAt });
    expect(
      state.history.map((change: { signal: string; open: boolean; changedBy: string }) => [
        change.signal,
        change.open,
        change.changedBy,
      ]),
    ).toEqual([
      ['openToOffers', false, 'Alice Ames'],
      ['openToFunding', true, 'Alice Ames'],
      ['openToOffers', true, 'Alice Ames'],
    ]);
    expect(state.history[0].changedAt).toBe(reversed.json().updatedAt);
  });

  it('keeps the history when the user is deleted, without a name', async () => {
    const carol = await createUser(testApp, 'carol@signals.test', { sellerName: 'Gamma Goods' });
    const gamma = '/api/v2/sellers/gamma-goods';
    expect(
      (await testApp.call('POST', `${gamma}/open-to-funding`, { cookie: carol.cookie, body: { open: true } })).json(),
    ).toMatchObject({ openToFunding: true, updatedBy: 'Test User' });
    await database.pool.query(`delete from sessions where user_id = $1`, [carol.userId]);
    await database.pool.query(`delete from users where id = $1`, [carol.userId]);
    const { rows } = await database.pool.query(
      `select open, changed_by_user_id from valuation_signal_changes where signal = 'openToFunding' and changed_by_user_id is null`,
    );
    expect(rows).toEqual([{ open: true, changed_by_user_id: null }]);
  });

  it('answers 422 for a body without a boolean and 404 for a seller of another organisation', async () => {
    const bad = await set('open-to-offers', 'yes');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.errors).toEqual(['open must be true or false']);
    const missing = await testApp.call('POST', `${seller}/open-to-funding`, { cookie: alice.cookie, body: {} });
    expect(missing.statusCode).toBe(422);

    const asBob = [
      await testApp.call('GET', `${seller}/valuation-signals`, { cookie: bob.cookie }),
      await set('open-to-offers', true, bob.cookie),
      await set('open-to-funding', false, bob.cookie),
    ];
    expect(asBob.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect((await signals()).openToOffers).toBe(false);
    expect((await signals(bob.cookie)).history).toBeUndefined();
  });
});
