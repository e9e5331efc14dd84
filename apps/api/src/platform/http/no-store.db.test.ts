import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe(`Cache-Control on ${testBackendName()}`, () => {
  const webDir = mkdtempSync(join(tmpdir(), 'brandlens-web-'));
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Seller Reporting</title>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    database = await createTestDatabase();
    testApp = await createTestApp(database, { webDistDir: webDir });
    cookie = (await createUser(testApp, 'alice@cache.test', { sellerName: 'Alpha Goods' })).cookie;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('is no-store on every /api answer: signed-in JSON, login, errors and downloads', async () => {
    const answers = {
      sellers: await testApp.call('GET', '/api/v2/sellers', { cookie }),
      seller: await testApp.call('GET', '/api/v2/sellers/alpha-goods', { cookie }),
      login: await testApp.call('POST', '/api/auth/login', {
        body: { username: 'alice@cache.test', password: PASSWORD },
      }),
      anonymous: await testApp.call('GET', '/api/v2/sellers'),
      missing: await testApp.call('GET', '/api/v2/sellers/no-such-seller', { cookie }),
      unknownPath: await testApp.call('GET', '/api/no-such-thing', { cookie }),
      invalid: await testApp.call('PATCH', '/api/users/not-an-id', { cookie, body: {} }),
      download: await testApp.call('GET', '/api/v2/sellers/alpha-goods/cost-of-goods-sold/template.csv', { cookie }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]))).toEqual({
      sellers: 200,
      seller: 200,
      login: 200,
      anonymous: 401,
      missing: 404,
      unknownPath: 404,
      invalid: 422,
      download: 200,
    });
    for (const answer of Object.values(answers)) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app’s caching as it was: the page revalidated, hashed assets kept for good', async () => {
    const page = await testApp.call('GET', '/dashboard', { headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await testApp.call('GET', '/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
