// A read records the session's activity only when the last record is over 5 minutes old: the
// lookup says so (resolve-auth.ts), so the other reads cost no write.
import { createTestDatabase, eq, sessions, sql, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`session activity on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    ({ cookie, userId } = await createUser(testApp, 'touch@example.com'));
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  /** Sets the session's last activity `minutesAgo` minutes back, reads once, and returns how old it then is. */
  async function readAfter(minutesAgo: number): Promise<number> {
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(sessions.userId, userId));
    const response = await testApp.call('GET', '/api/v2/sellers', { cookie });
    expect(response.statusCode).toBe(200);
    const [row] = await database.db
      .select({ minutes: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::float8 / 60` })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return Number(row?.minutes);
  }

  it('records the activity of a session last seen over 5 minutes ago', async () => {
    expect(await readAfter(10)).toBeLessThan(1);
  });

  it('leaves a session seen within 5 minutes as it is', async () => {
    const minutes = await readAfter(3);
    expect(minutes).toBeGreaterThan(2.9);
    expect(minutes).toBeLessThan(3.1);
  });

  it('answers 401 once the session is revoked, as before', async () => {
    await database.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, userId));
    expect((await testApp.call('GET', '/api/v2/sellers', { cookie })).statusCode).toBe(401);
  });
});
