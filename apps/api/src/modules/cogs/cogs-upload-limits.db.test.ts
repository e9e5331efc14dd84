import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestDatabase, testBackendName, type TestDatabase } from '@brandlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildXlsxFixture, cogsFixtureRow, withDeclaredSheetSize } from '../../test/xlsx-fixture.ts';
import { cogsFileReaderStats } from './cogs-file-reader.ts';

function multipart(content: Buffer) {
  const boundary = '----brandlens-limits-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="costs.xlsx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const TOO_MANY = 'The file has more than 20,000 rows; split it into files of at most 20,000 rows.';

// Uploads are read in a worker thread: while one is read, the API keeps answering.
// The timings are printed, not asserted; what is asserted is the answer and that a worker read it.
describe(`cost-of-goods upload limits on ${testBackendName()}`, () => {
  let database: TestDatabase;
  let testApp: TestApp;
  let cookie: string;
  const url = '/api/v2/sellers/alpha-goods/cost-of-goods-sold/upload';

  /**
   * Uploads while calling /api/health every 20 ms; answers the upload, the slowest health call, the
   * longest stall of the event loop and the process's memory before and at most during the upload.
   */
  async function uploadWhilePinging(file: Buffer) {
    const { body, headers } = multipart(file);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    let isDone = false;
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const upload = testApp.call('POST', url, { cookie, body, headers }).finally(() => (isDone = true));
    const healthMs: number[] = [];
    const healthStatuses = new Set<number>();
    while (!isDone) {
      const sent = performance.now();
      const health = await testApp.call('GET', '/api/health');
      healthMs.push(performance.now() - sent);
      healthStatuses.add(health.statusCode);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await upload;
    loopDelay.disable();
    const megabytes = (bytes: number) => Math.round(bytes / 1_048_576);
    return {
      response,
      uploadMs: Math.round(performance.now() - started),
      healthCalls: healthMs.length,
      healthStatuses: [...healthStatuses],
      slowestHealthMs: Math.round(Math.max(0, ...healthMs)),
      longestStallMs: Math.round(loopDelay.max / 1e6),
      rss: `${megabytes(rssBefore)} MB before, at most ${megabytes(peakRss)} MB during`,
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await createTestApp(database);
    cookie = (await createUser(testApp, 'alice@limits.test', { sellerName: 'Alpha Goods' })).cookie;
  });
  afterAll(async () => {
    await testApp.close();
    await database.destroy();
  });

  it('refuses a 1.8 MB XLSX of 3 million rows in a worker, answering /api/health meanwhile', async () => {
    const same = ['SKU-1', 1.5, 'USD', '2025-01-01'];
    const honest = await buildXlsxFixture({
      rowCount: 3_000_000,
      cellsOf: (row) => (row === 1 ? cogsFixtureRow(1) : same),
      withReferences: false,
    });
    const startedBefore = cogsFileReaderStats().started;

    const bySize = await uploadWhilePinging(honest);
    expect(bySize.response.statusCode).toBe(422);
    expect(bySize.response.json()).toMatchObject({
      code: 'COGS_FILE_UNREADABLE',
      message: expect.stringContaining('larger than 64 MB once unpacked'),
    });
    // The same file claiming a small size is read until its row 20,002.
    const byRows = await uploadWhilePinging(withDeclaredSheetSize(honest, 60_000_000));
    expect(byRows.response.json()).toMatchObject({ code: 'COGS_FILE_UNREADABLE', message: TOO_MANY });
    expect(cogsFileReaderStats().started).toBe(startedBefore + 2);
    expect([...bySize.healthStatuses, ...byRows.healthStatuses].every((status) => status === 200)).toBe(true);

    for (const [label, run] of [
      ['declared size', bySize],
      ['forged size', byRows],
    ] as const) {
      console.log(
        `1.8 MB XLSX, 3,000,000 rows (${label}): answered in ${run.uploadMs} ms; ` +
          `${run.healthCalls} health calls meanwhile, slowest ${run.slowestHealthMs} ms; ` +
          `longest event-loop stall ${run.longestStallMs} ms`,
      );
    }
  }, 60_000);

  it('reads a 9.7 MB XLSX within the worker’s memory, and stores a full 20,000-row file', async () => {
    const large = await buildXlsxFixture({ rowCount: 480_000, cellsOf: cogsFixtureRow });
    expect(large.length).toBeGreaterThan(9_500_000);
    const forged = await uploadWhilePinging(withDeclaredSheetSize(large, 60_000_000));
    expect(forged.response.json().message).toBe(TOO_MANY);
    expect(forged.healthStatuses).toEqual([200]);

    const full = await uploadWhilePinging(await buildXlsxFixture({ rowCount: 20_001, cellsOf: cogsFixtureRow }));
    expect(full.response.statusCode).toBe(200);
    expect(full.response.json()).toEqual({ rowsReceived: 20_000, created: 20_000, updated: 0, unchanged: 0 });
    console.log(
      `${(large.length / 1e6).toFixed(1)} MB XLSX, 480,000 rows: refused in ${forged.uploadMs} ms; process RSS ` +
        `${forged.rss}; slowest health call ${forged.slowestHealthMs} ms, longest stall ${forged.longestStallMs} ms`,
    );
    // Storing 20,000 rows is database work: on the embedded database a health probe waits for its
    // turn, and answers 503 past its 2 s timeout when the machine is busy; the event loop stays free.
    console.log(
      `20,000-row XLSX stored in ${full.uploadMs} ms; slowest health call ${full.slowestHealthMs} ms ` +
        `(statuses ${full.healthStatuses.join(', ')}), longest event-loop stall ${full.longestStallMs} ms`,
    );
  }, 120_000);
});
