import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeCogsRowError, describeCogsStored, readCogsRowErrors } from './describe-cogs-upload';

describe('describe-cogs-upload', () => {
  it('writes a row error as Row N, column C: reason', () => {
    expect(describeCogsRowError({ row: 7, column: 'valid from', reason: 'Write the date as YYYY-MM-DD' })).toBe(
      'Row 7, column valid from: Write the date as YYYY-MM-DD',
    );
  });

  it('reads row errors only from a 422 body', () => {
    const rowErrors = [{ row: 2, column: 'sku', reason: 'Required' }];
    const body = { statusCode: 422, error: 'x', code: 'x', message: 'x', rowErrors };
    expect(readCogsRowErrors(new ApiError(422, 'x', body))).toEqual(rowErrors);
    expect(readCogsRowErrors(new ApiError(500, 'x', body))).toEqual([]);
    expect(readCogsRowErrors(new Error('x'))).toEqual([]);
  });

  it('summarises what was stored', () => {
    expect(describeCogsStored({ rowsReceived: 1, created: 1, updated: 0, unchanged: 0 })).toBe(
      '1 row received: 1 added, 0 updated, 0 unchanged.',
    );
  });
});
