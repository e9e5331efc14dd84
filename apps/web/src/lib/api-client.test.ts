import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildApiPath, buildApiUrl, getApiErrorMessage } from './api-client';

const errorBody = (statusCode: number, message: string, errors?: string[]) => ({
  statusCode,
  error: 'Error',
  message,
  ...(errors ? { details: { errors } } : {}),
});

describe('getApiErrorMessage', () => {
  it('joins the 422 detail errors with commas', () => {
    const body = errorBody(422, 'Validation failed', ['Malformed e-mail address', 'Passwords must match']);
    expect(getApiErrorMessage(422, 'Unprocessable Entity', body)).toBe(
      'Malformed e-mail address, Passwords must match',
    );
  });

  it('uses the body message for 401 and 500', () => {
    expect(getApiErrorMessage(401, 'Unauthorized', errorBody(401, 'Invalid session'))).toBe('Invalid session');
    expect(getApiErrorMessage(500, 'Internal Server Error', errorBody(500, 'Unknown middleware'))).toBe(
      'Unknown middleware',
    );
  });

  it('passes other statuses through: body message first, then the status text', () => {
    expect(getApiErrorMessage(403, 'Forbidden', errorBody(403, 'Forbidden'))).toBe('Forbidden');
    expect(getApiErrorMessage(404, 'Not Found', undefined)).toBe('Not Found');
    expect(getApiErrorMessage(502, 'Bad Gateway', '<html>')).toBe('Bad Gateway');
  });

  it('falls back when a 422 has no detail errors or the status text is empty', () => {
    expect(getApiErrorMessage(422, 'Unprocessable Entity', errorBody(422, 'Validation failed'))).toBe(
      'Validation failed',
    );
    expect(getApiErrorMessage(503, '', undefined)).toBe('Request failed with status 503');
  });
});

describe('buildApiUrl', () => {
  it('prefixes /api and repeats array query values', () => {
    expect(buildApiUrl('/v2/sellers/cogs-status', { externalIds: ['a', 'b'], skip: undefined })).toBe(
      '/api/v2/sellers/cogs-status?externalIds=a&externalIds=b',
    );
    expect(buildApiUrl('health')).toBe('/api/health');
  });
});

describe('buildApiPath', () => {
  it('fills and encodes the path parameters of a contract path', () => {
    expect(buildApiPath('/v2/user/:id/invite-users-to-organization', { id: 'u1' })).toBe(
      '/v2/user/u1/invite-users-to-organization',
    );
    expect(buildApiPath('/v2/sellers/:sellerId', { sellerId: 'a/b c' })).toBe('/v2/sellers/a%2Fb%20c');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    expect(() => buildApiPath('/users/:id', {})).toThrow('Missing path parameter "id"');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and JSON, and parses the response', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const parse = (data: unknown) => data as { ok: boolean };

    await expect(apiRequest('/things', parse, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json', 'x-brandlens-request': '1' }),
      }),
    );
  });

  it('sends the CSRF header on every write and never on reads', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await apiRequest('/things', (data) => data, { method });
    }
    await apiRequest('/things', (data) => data);

    const headers = fetchMock.mock.calls.map(([, init]) => init.headers as Record<string, string>);
    expect(headers.slice(0, 4).every((entry) => entry['x-brandlens-request'] === '1')).toBe(true);
    expect(headers[4]).not.toHaveProperty('x-brandlens-request');
  });

  it('throws an ApiError carrying the mapped message and status', async () => {
    const body = errorBody(422, 'Validation failed', ['a', 'b']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 422, statusText: 'Unprocessable Entity' })),
    );

    const failure = apiRequest('/things', (data) => data).catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'a, b', body });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiRequest('/things', (data) => data)).rejects.toMatchObject({ status: 0 });
  });
});
