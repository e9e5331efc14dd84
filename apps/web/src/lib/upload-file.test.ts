import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr';
import { ApiError } from './api-client';
import { uploadFile } from './upload-file';

const file = new File(['settlement-id\tamount\n'], 'report.txt', { type: 'text/plain' });

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file as multipart field "file" with the CSRF header and cookies, reporting progress', async () => {
    const xhr = stubXhr();
    const progress: Array<[number, number]> = [];
    const result = uploadFile('/v2/sellers/acme/imports', file, (data) => data, {
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });
    const request = xhr.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v2/sellers/acme/imports');
    expect(request.withCredentials).toBe(true);
    expect(request.headers['x-brandlens-request']).toBe('1');
    expect((request.body?.get('file') as File).name).toBe('report.txt');

    request.progress(10, 21);
    request.progress(21, 21);
    request.respond(202, { id: 'i1' });
    await expect(result).resolves.toEqual({ id: 'i1' });
    expect(progress).toEqual([
      [10, 21],
      [21, 21],
    ]);
  });

  it('sends text fields before the file, where the API reads them', async () => {
    const xhr = stubXhr();
    void uploadFile('/x', file, (data) => data, { fields: { asOf: '2026-11-25', marketplaceId: 'ATVPDKIKX0DER' } });
    const body = xhr.latest().body;
    expect([...(body?.keys() ?? [])]).toEqual(['asOf', 'marketplaceId', 'file']);
    expect(body?.get('asOf')).toBe('2026-11-25');
  });

  it('rejects with the SPEC §8 message of a refused upload and keeps the body', async () => {
    const xhr = stubXhr();
    const result = uploadFile('/x', file, (data) => data);
    xhr.latest().respond(422, { message: 'Invalid', details: { errors: ['Bad file', 'Too short'] }, rowErrors: [] });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Bad file, Too short');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toMatchObject({ rowErrors: [] });
  });

  it('aborts when the signal fires', async () => {
    stubXhr();
    const controller = new AbortController();
    const result = uploadFile('/x', file, (data) => data, { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
