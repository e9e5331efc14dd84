import { describe, expect, it } from 'vitest';
import { readErrorQuery } from './read-error-query';

describe('readErrorQuery', () => {
  it('reads a status code and message', () => {
    expect(readErrorQuery(new URLSearchParams('status=403&message=Forbidden'))).toEqual({
      status: 403,
      message: 'Forbidden',
    });
  });

  it('drops a status that is not an HTTP status code', () => {
    expect(readErrorQuery(new URLSearchParams('status=abc'))).toEqual({ message: 'Something went wrong.' });
    expect(readErrorQuery(new URLSearchParams('status=999&message=x'))).toEqual({ message: 'x' });
  });
});
