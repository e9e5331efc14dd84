// Upload files never outlive their request unless an import waits for them:
// a request that is aborted half-way or refused leaves nothing in
// DATA_DIR/uploads, and files orphaned by a crash are swept at start.
import { connect } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from '@brandlens/contracts';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { multipartBody } from '../../test/multipart.ts';
import { settlementFileText } from '../../test/settlement-files.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertImport } from './imports.queries.ts';
import { ORPHANED_UPLOAD_AGE_MS, sweepOrphanedUploads } from './upload-files.service.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`upload files on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let dataDir: string;
  let uploads: string;
  let cookie: string;
  let sellerId: string;
  const filesInUploads = async () => (await readdir(uploads).catch(() => [])).sort();
  const importCount = async () => Number((await database.pool.query('select count(*) from imports')).rows[0].count);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'brandlens-upload-cleanup-'));
    uploads = join(dataDir, 'uploads');
    database = await createTestDatabase();
    testApp = await createTestApp(database, { env: { DATA_DIR: dataDir } });
    ({ cookie } = await createUser(testApp, 'uploader@example.com', { sellerName: 'Upload Goods' }));
    sellerId = (await testApp.call('GET', '/api/v2/sellers', { cookie })).json().sellers[0].id;
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes the half-received file when the client goes away in the middle of an upload', async () => {
    const address = testApp.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const boundary = '----brandlensAbortedUpload';
    const header = settlementFileText([
      {
        settlementId: '5001',
        currency: 'USD',
        rows: [{ transactionType: 'Order', amountType: 'ItemPrice', amountDescription: 'Principal', cents: 100 }],
      },
    ]);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/v2/sellers/${sellerId}/imports HTTP/1.1`,
        'Host: 127.0.0.1',
        `Cookie: ${cookie}`,
        `${CSRF_HEADER_NAME}: ${CSRF_HEADER_VALUE}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 50000000',
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="settlement.txt"',
        'Content-Type: text/tab-separated-values',
        '',
        header,
      ].join('\r\n'),
    );
    // Keep sending until the server has started writing the file, then vanish as a closed laptop does.
    const deadline = Date.now() + 10_000;
    while ((await filesInUploads()).length === 0 && Date.now() < deadline) {
      socket.write('x'.repeat(64 * 1024));
      await sleep(20);
    }
    expect(await filesInUploads()).toHaveLength(1);
    socket.destroy();

    const cleanedBy = Date.now() + 5_000;
    while ((await filesInUploads()).length > 0 && Date.now() < cleanedBy) await sleep(50);
    expect(await filesInUploads()).toEqual([]);
    expect(await importCount()).toBe(0);
  });

  it('removes the file of an upload it refuses', async () => {
    const { body, headers } = multipartBody({ fileName: 'notes.txt', content: 'not a report\nat all\n' });
    const response = await testApp.call('POST', `/api/v2/sellers/${sellerId}/imports`, { cookie, body, headers });
    expect(response.statusCode).toBe(422);
    expect(await filesInUploads()).toEqual([]);
  });

  it('sweeps upload files older than an hour that no queued or running import needs, and keeps the others', async () => {
    await mkdir(uploads, { recursive: true });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const orphan = join(uploads, 'orphan.tsv');
    const fresh = join(uploads, 'being-received.tsv');
    const waiting = join(uploads, 'queued-import.tsv');
    for (const path of [orphan, fresh, waiting]) await writeFile(path, 'settlement-id\n');
    await utimes(orphan, hoursAgo(2), hoursAgo(2));
    await utimes(waiting, hoursAgo(5), hoursAgo(5));
    await insertImport(database.db, {
      sellerId,
      kind: 'settlement',
      fileName: 'queued-import.tsv',
      fileSize: 14,
      storagePath: waiting,
      createdByUserId: null,
    });
    expect(await filesInUploads()).toEqual(['being-received.tsv', 'orphan.tsv', 'queued-import.tsv']);

    const removed = await sweepOrphanedUploads(database.db, dataDir);
    expect(removed).toEqual([orphan]);
    expect(await filesInUploads()).toEqual(['being-received.tsv', 'queued-import.tsv']);
    expect(ORPHANED_UPLOAD_AGE_MS).toBe(3_600_000);
  });
});
