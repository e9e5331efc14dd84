import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { mugSettlement, PLAIN_V2, settlementFileText } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NUL_MESSAGE } from './nul-characters.ts';

const NUL = '\u0000';
const SETTLEMENT = settlementFileText([mugSettlement('7001')], { ...PLAIN_V2, dayFirst: false });
const COGS_CSV = 'sku,unit landed cost,currency,valid from\nMUG-1,12.50,USD,2025-01-01\n';

// Input PostgreSQL cannot store, or a request body that is not what its headers
// say, is the caller's mistake: 4xx with the one error body, never a 500, and
// nothing stored.
describe(`input refused at the seam on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  let alice: { cookie: string; userId: string };
  const count = async (table: string) =>
    Number((await database.pool.query(`select count(*) from ${table}`)).rows[0].count);
  const expectNulRefusal = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      details: { errors: [NUL_MESSAGE] },
    });
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-refusals-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    alice = await createUser(testApp, 'alice@refusals.test', { sellerName: 'Alpha Goods' });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('a NUL character anywhere in params, query or body answers 422', () => {
    it('on the anonymous login, in a value or in a key', async () => {
      expectNulRefusal(await testApp.call('POST', '/api/auth/login', { body: { username: NUL, password: 'x' } }));
      expectNulRefusal(
        await testApp.call('POST', '/api/auth/login', {
          body: { username: 'alice@refusals.test', password: 'x', [`x${NUL}`]: 'y' },
        }),
      );
    });

    it('in sign-up, profile, add-seller, cost of goods and brand configuration bodies, nested too', async () => {
      const users = await count('users');
      expectNulRefusal(
        await testApp.call('POST', '/api/auth/register', {
          body: {
            user: {
              email: 'nul@refusals.test',
              password: 'long enough',
              confirmedPassword: 'long enough',
              firstName: `Ann${NUL}`,
              lastName: 'Lee',
            },
          },
        }),
      );
      expect(await count('users')).toBe(users);
      const cookie = alice.cookie;
      expectNulRefusal(
        await testApp.call('PATCH', `/api/users/${alice.userId}`, { cookie, body: { firstName: `A${NUL}` } }),
      );
      expectNulRefusal(
        await testApp.call('POST', `/api/v2/user/${alice.userId}/add-seller-to-organization`, {
          cookie,
          body: { name: `Nul${NUL}`, slug: 'nul-seller', externalId: 'NUL1' },
        }),
      );
      expectNulRefusal(
        await testApp.call('POST', '/api/v2/sellers/alpha-goods/cost-of-goods-sold', {
          cookie,
          body: [{ sku: `MUG${NUL}`, unitLandedCost: '1.00', currency: 'USD', validFrom: '2025-01-01' }],
        }),
      );
      expectNulRefusal(
        await testApp.call('POST', '/api/v2/sellers/alpha-goods/brand-configurations', {
          cookie,
          body: { name: 'Mugs', slug: 'mugs', brandKeys: ['ok', `b${NUL}`] },
        }),
      );
      expect(await count('cost_of_goods')).toBe(0);
    });

    it('in a path parameter; an anonymous caller is refused for want of a session first', async () => {
      expectNulRefusal(await testApp.call('GET', '/api/v2/sellers/%00', { cookie: alice.cookie }));
      expectNulRefusal(await testApp.call('GET', '/api/v2/sellers/alpha%00goods/brands', { cookie: alice.cookie }));
      expectNulRefusal(await testApp.call('POST', '/api/email-verifications/%00'));
      expect((await testApp.call('GET', '/api/v2/sellers/%00')).statusCode).toBe(401);
    });

    it('in the brand, marketplace and sku query parameters', async () => {
      const base = '/api/v2/sellers/alpha-goods/profit-loss';
      for (const query of ['brand=%00', 'marketplace=a%00b', 'sku=%00', 'x%00=1']) {
        const url = `${base}/rows?line=sales&period=2024-01&${query}`;
        expectNulRefusal(await testApp.call('GET', url, { cookie: alice.cookie }));
      }
      expectNulRefusal(await testApp.call('GET', `${base}?brand=%00`, { cookie: alice.cookie }));
    });

    it('in a multipart text field or file name on both uploads; nothing is imported or left on disk', async () => {
      const imports = async (fields: Record<string, string>, fileName = 'march.txt') => {
        const { body, headers } = multipartBody({ fileName, content: SETTLEMENT }, fields);
        return testApp.call('POST', '/api/v2/sellers/alpha-goods/imports', { cookie: alice.cookie, body, headers });
      };
      expectNulRefusal(await imports({ note: `a${NUL}` }));
      expectNulRefusal(await imports({}, `march${NUL}.txt`));
      const cogs = (fields: Record<string, string>, fileName = 'costs.csv') => {
        const { body, headers } = multipartBody({ fileName, content: COGS_CSV }, fields);
        return testApp.call('POST', '/api/v2/sellers/alpha-goods/cost-of-goods-sold/upload', {
          cookie: alice.cookie,
          body,
          headers,
        });
      };
      expectNulRefusal(await cogs({ [`n${NUL}`]: 'a' }));
      expectNulRefusal(await cogs({}, `costs${NUL}.csv`));
      expect(await count('imports')).toBe(0);
      expect(await count('cost_of_goods')).toBe(0);
      expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
    });

    it('in a cell of an uploaded cost-of-goods file, as that row and column', async () => {
      const csv = `sku,unit landed cost,currency,valid from\nMUG${NUL}1,12.50,USD,2025-01-01\n`;
      const { body, headers } = multipartBody({ fileName: 'costs.csv', content: csv });
      const response = await testApp.call('POST', '/api/v2/sellers/alpha-goods/cost-of-goods-sold/upload', {
        cookie: alice.cookie,
        body,
        headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().rowErrors).toEqual([{ row: 2, column: 'sku', reason: 'must not contain NUL characters' }]);
      expect(await count('cost_of_goods')).toBe(0);
    });
  });

  describe('a multipart body that cannot be read answers 4xx on both uploads', () => {
    const routes = ['/api/v2/sellers/alpha-goods/imports', '/api/v2/sellers/alpha-goods/cost-of-goods-sold/upload'];
    const malformed = (): Array<{ name: string; body: Buffer; headers: Record<string, string> }> => {
      const good = multipartBody({ fileName: 'march.txt', content: SETTLEMENT });
      const boundary = /boundary=(.+)$/.exec(good.headers['content-type'] ?? '')?.[1] ?? '';
      return [
        { name: 'no boundary', body: good.body, headers: { 'content-type': 'multipart/form-data' } },
        {
          name: 'a wrong boundary',
          body: good.body,
          headers: { 'content-type': 'multipart/form-data; boundary=not-the-one' },
        },
        {
          name: 'cut short',
          body: good.body.subarray(0, good.body.length - boundary.length - 20),
          headers: good.headers,
        },
        {
          name: 'cut inside the part headers',
          body: good.body.subarray(0, 40),
          headers: good.headers,
        },
      ];
    };

    for (const route of routes) {
      it(`POST ${route.replace('/api/v2/sellers/alpha-goods', '…')}`, async () => {
        for (const request of malformed()) {
          const response = await testApp.call('POST', route, { cookie: alice.cookie, ...request });
          expect({ name: request.name, status: response.statusCode }).toEqual({ name: request.name, status: 400 });
          expect(response.json()).toMatchObject({ statusCode: 400, code: 'MULTIPART_UNREADABLE' });
          expect(response.json().message).toMatch(/multipart/);
        }
        expect(await count('imports')).toBe(0);
        expect(await count('cost_of_goods')).toBe(0);
        expect(await readdir(join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
      });
    }
  });

  it('takes a file part sent without a file name, naming the import after its kind', async () => {
    const boundary = 'brandlens-no-file-name';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${SETTLEMENT}\r\n--${boundary}--\r\n`,
    );
    const response = await testApp.call('POST', '/api/v2/sellers/alpha-goods/imports', {
      cookie: alice.cookie,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ fileName: 'settlement.tsv', status: 'succeeded' });
  });
});
