import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadReportRows } from './ads-report-download.ts';

/** A 64-bit id past 2^53, as Amazon writes it: a bare number in the JSON. */
const TEXT = '[{"date":"2026-03-09","campaignId":9007199254740993,"cost":1.25}]';

describe('downloading a finished ads report', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const files: Record<string, Buffer> = {
        '/report.json.gz': gzipSync(TEXT),
        '/plain.json': Buffer.from(TEXT),
        '/big.json.gz': gzipSync(`[${'"x",'.repeat(50_000)}"x"]`),
        '/object.json.gz': gzipSync('{"rows":[]}'),
      };
      const file = files[request.url ?? ''];
      if (file) response.writeHead(200).end(file);
      else response.writeHead(403).end('<Error>AccessDenied</Error>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('unzips the rows as they stream in, keeping 64-bit ids exact', async () => {
    const rows = await downloadReportRows(`${base}/report.json.gz`);
    expect(rows).toEqual([{ date: '2026-03-09', campaignId: '9007199254740993', cost: 1.25 }]);
    expect(await downloadReportRows(`${base}/plain.json`)).toEqual(rows);
  });

  it('refuses a file past the size bound, one that is not a list, and an expired URL', async () => {
    await expect(downloadReportRows(`${base}/big.json.gz`, 100_000)).rejects.toThrow('larger than 100000 bytes');
    await expect(downloadReportRows(`${base}/object.json.gz`)).rejects.toThrow('not a list of rows');
    await expect(downloadReportRows(`${base}/expired.json.gz`)).rejects.toThrow('downloadReport failed with HTTP 403');
  });
});
