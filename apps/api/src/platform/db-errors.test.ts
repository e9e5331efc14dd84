import { describe, expect, it } from 'vitest';
import { describeDatabaseFailure, isDatabaseUnavailable } from './db-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// The shape of drizzle's DrizzleQueryError: the query and its parameters in the message, the driver's error as cause.
const wrapped = (cause: Error) =>
  new Error('Failed query: select * from users where email = $1\nparams: a@b.c', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a pool checkout timeout', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
  ])('is true for %s, also wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('is true for the AggregateError of a connection refused on every address', () => {
    const error = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a NUL byte', withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s, which stays a 500 or its own status', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('describeDatabaseFailure', () => {
  it("keeps the driver's code and words and leaves the query and its parameters out", () => {
    const described = describeDatabaseFailure(wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')));
    expect(described).toEqual({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(JSON.stringify(described)).not.toContain('a@b.c');
  });
});
