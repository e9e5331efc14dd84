import { NOTHING_TO_CHANGE_MESSAGE } from '@brandlens/contracts';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`PATCH /users/:id on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let alice: { cookie: string; userId: string };
  const patch = (body: unknown) =>
    testApp.call('PATCH', `/api/users/${alice.userId}`, { cookie: alice.cookie, body: body as object });

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    alice = await createUser(testApp, 'alice@profile.test');
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('changes the fields sent, and only those', async () => {
    const response = await patch({ firstName: '  Alice ', defaultCurrencyCode: 'USD' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Alice', lastName: 'User', defaultCurrencyCode: 'USD' });
  });

  it('answers 422 saying what to send for a body with nothing to change, and changes nothing', async () => {
    for (const body of [{}, { unknownField: 'x' }]) {
      const response = await patch(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { errors: [NOTHING_TO_CHANGE_MESSAGE] },
      });
    }
    const user = await testApp.call('GET', `/api/users/${alice.userId}`, { cookie: alice.cookie });
    expect(user.json()).toMatchObject({ firstName: 'Alice', defaultCurrencyCode: 'USD' });
  });
});
