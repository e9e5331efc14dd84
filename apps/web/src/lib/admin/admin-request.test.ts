import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, stubApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/render-app';
import { ApiError } from '../api-client';
import {
  ADMIN_SERVER_ERROR_MESSAGE,
  adminRequest,
  adminRequestWithResultStatus,
  parseAdminError,
} from './admin-request';

const ZResult = z.object({ status: z.string(), message: z.string() });

describe('parseAdminError (SPEC §8, admin calls)', () => {
  it('joins the 422 details.errors with commas', () => {
    const body = { message: 'Invalid request', details: { errors: ['Write a name', 'At most 200 characters'] } };
    const parsed = parseAdminError(new ApiError(422, 'Invalid request', body));
    expect(parsed.message).toBe('Write a name, At most 200 characters');
    expect(parsed).toBeInstanceOf(ApiError);
    expect((parsed as ApiError).status).toBe(422);
  });

  it("keeps a 422's message when it carries no details", () => {
    expect(parseAdminError(new ApiError(422, 'Invalid request', { message: 'Invalid request' })).message).toBe(
      'Invalid request',
    );
  });

  it("takes the body's message on 500 and 401, with a plain text when the body has none", () => {
    expect(parseAdminError(new ApiError(500, 'x', { message: 'Unknown middleware' })).message).toBe(
      'Unknown middleware',
    );
    expect(parseAdminError(new ApiError(500, 'Internal Server Error', undefined)).message).toBe(
      ADMIN_SERVER_ERROR_MESSAGE,
    );
    expect(parseAdminError(new ApiError(401, 'x', { message: 'Invalid session' })).message).toBe('Invalid session');
    expect(parseAdminError(new ApiError(401, 'Unauthorized', {})).message).toBe('Invalid session');
  });

  it('passes any other error through unchanged', () => {
    const notFound = new ApiError(404, 'Organization not found', {});
    expect(parseAdminError(notFound)).toBe(notFound);
    const network = new Error('offline');
    expect(parseAdminError(network)).toBe(network);
    expect(parseAdminError('boom').message).toBe('boom');
  });
});

describe('adminRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws the parsed 422 message of a real response', async () => {
    stubApi({ 'PATCH /v2/admin/x': apiError(422, 'Invalid request', ['Write a name', 'Use a-z']) });
    await expect(adminRequest('/v2/admin/x', ZResult.parse, { method: 'PATCH', body: {} })).rejects.toThrow(
      'Write a name, Use a-z',
    );
  });

  it('reads the result status as a result and any other failure as an error', async () => {
    const already = { status: 'ALREADY_ADDED', message: 'Acme is already in this organization' };
    stubApi({
      'POST /v2/admin/add': jsonResponse(already, { status: 409 }),
      'POST /v2/admin/missing': apiError(404, 'No seller has this id or slug'),
    });
    await expect(
      adminRequestWithResultStatus('/v2/admin/add', ZResult.parse, 409, { method: 'POST' }),
    ).resolves.toEqual(already);
    await expect(
      adminRequestWithResultStatus('/v2/admin/missing', ZResult.parse, 409, { method: 'POST' }),
    ).rejects.toThrow('No seller has this id or slug');
  });
});
