import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { receiveUploadFile } from './upload-files.service.ts';

describe('receiveUploadFile', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'brandlens-receive-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes the whole upload', async () => {
    const body = new PassThrough();
    const received = receiveUploadFile(body, join(directory, 'a.tsv'), 1_000);
    body.write('settlement-id\t');
    body.end('1\n');
    await received;
    expect(await readFile(join(directory, 'a.tsv'), 'utf8')).toBe('settlement-id\t1\n');
  });

  it('cuts off a client that stops sending, answers 408 and keeps no partial file', async () => {
    const body = new PassThrough();
    const received = receiveUploadFile(body, join(directory, 'stalled.tsv'), 200);
    body.write('settlement-id\t');
    // Data that keeps coming resets the clock; then the client goes quiet with the connection open.
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 120));
      body.write('more\t');
    }
    const error = await received.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 408, code: 'IMPORT_UPLOAD_STALLED' });
    expect(await readdir(directory)).toEqual([]);
  });

  it('keeps no partial file when the body fails half-way', async () => {
    const body = new PassThrough();
    const received = receiveUploadFile(body, join(directory, 'cut.tsv'), 1_000);
    body.write('settlement-id\t');
    await new Promise((resolve) => setTimeout(resolve, 20));
    body.destroy(new Error('the request was closed before the multipart data was fully parsed'));
    await expect(received).rejects.toThrow('closed before');
    expect(await readdir(directory)).toEqual([]);
  });
});
