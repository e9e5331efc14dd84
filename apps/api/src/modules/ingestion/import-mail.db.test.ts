import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { mugSettlement, settlementFileText } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const settlement = (settlementId: string) => mugSettlement(settlementId);

// The import result mail: sent by the job that ends an import, to the uploader, as their email settings say.
describe(`import result mails on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  let user: { cookie: string };
  let sellerId: string;

  const upload = (fileName: string, content: string) => {
    const { body, headers } = multipartBody({ fileName, content });
    return testApp.call('POST', `/api/v2/sellers/${sellerId}/imports`, { cookie: user.cookie, body, headers });
  };
  const mails = async () =>
    (
      await database.pool.query<{ to_address: string; subject: string; text_body: string }>(
        `select to_address, subject, text_body from email_outbox where template = 'import-result' order by created_at`,
      )
    ).rows;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-import-mail-'));
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    user = await createUser(testApp, 'uploader@imports.test', { sellerName: 'Mail Goods' });
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie: user.cookie })).json().sellers[0].id;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('mails the uploader what a finished import stored, with a link to the imports', async () => {
    expect((await upload('march.txt', settlementFileText([settlement('8001'), settlement('8002')]))).statusCode).toBe(
      202,
    );
    expect(await mails()).toEqual([
      {
        to_address: 'uploader@imports.test',
        subject: 'Imported: march.txt',
        text_body: expect.stringContaining(
          'The settlement report march.txt for Mail Goods has been imported: 2 settlements imported.',
        ),
      },
    ]);
    expect((await mails())[0]?.text_body).toContain(
      'Open the imports: http://brandlens.test/dashboard/sellers/mail-goods/settings',
    );
  });

  it('tells why an import failed, line by line', async () => {
    const lines = settlementFileText([settlement('8101')]).split('\n');
    const commission = lines.findIndex((line) => line.includes('-3.90'));
    lines[commission] = (lines[commission] ?? '').replace('-3.90', '-3.9O');
    await upload('bad.txt', lines.join('\n'));
    const last = (await mails()).at(-1);
    expect(last?.subject).toBe('Import failed: bad.txt');
    expect(last?.text_body).toContain('The settlement report bad.txt for Mail Goods could not be imported:');
    expect(last?.text_body).toContain(`Line ${commission + 1}: amount: "-3.9O" is not an amount`);
  });

  it('sends nothing once the uploader turns import results off', async () => {
    const before = (await mails()).length;
    const emailSettings = { dailyAlertSummary: true, weeklyInsights: true, productNews: false, importResults: false };
    await testApp.call('PUT', '/api/v2/user/email-settings', { cookie: user.cookie, body: { emailSettings } });
    const response = await upload('april.txt', settlementFileText([settlement('8201')]));
    const status = await testApp.call('GET', `/api/v2/sellers/${sellerId}/imports/${response.json().id}`, {
      cookie: user.cookie,
    });
    expect(status.json().status).toBe('succeeded');
    expect(await mails()).toHaveLength(before);
  });
});
