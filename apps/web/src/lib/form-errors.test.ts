import { ZResetPasswordBody } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { getFieldErrors } from './form-errors';

describe('getFieldErrors', () => {
  it('keeps the first contract message per field', () => {
    const result = ZResetPasswordBody.safeParse({ token: 't', password: 'short', confirmedPassword: 'other' });
    expect(getFieldErrors(result)).toEqual({
      password: 'Password must be 8 to 64 characters',
      confirmedPassword: 'Passwords must match',
    });

    const mismatch = ZResetPasswordBody.safeParse({ token: 't', password: 'long enough', confirmedPassword: 'x' });
    expect(getFieldErrors(mismatch)).toEqual({ confirmedPassword: 'Passwords must match' });
  });

  it('is empty for valid input', () => {
    expect(
      getFieldErrors(
        ZResetPasswordBody.safeParse({ token: 't', password: 'a'.repeat(8), confirmedPassword: 'a'.repeat(8) }),
      ),
    ).toEqual({});
  });
});
