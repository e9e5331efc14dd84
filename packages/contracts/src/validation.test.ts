import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZInviteEmailAddresses, ZPassword, ZSlug, ZSupportedCurrency, withMatchingPasswords } from './validation.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('SPEC §5 validation', () => {
  it('accepts passwords of 8 to 64 characters only', () => {
    expect(messages(ZPassword, 'x'.repeat(7))).toEqual(['Password must be 8 to 64 characters']);
    expect(messages(ZPassword, 'x'.repeat(8))).toEqual([]);
    expect(messages(ZPassword, 'x'.repeat(64))).toEqual([]);
    expect(messages(ZPassword, 'x'.repeat(65))).toEqual(['Password must be 8 to 64 characters']);
  });

  it("says 'Passwords must match' on the confirmation field", () => {
    const schema = withMatchingPasswords(z.object({ password: z.string(), confirmedPassword: z.string() }));
    const result = schema.safeParse({ password: 'a', confirmedPassword: 'b' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Passwords must match', path: ['confirmedPassword'] }),
    ]);
  });

  it('accepts slugs of 3 to 64 lowercase letters, digits, _ and -', () => {
    const rule = 'Must be a alphanumeric with specials characters _-';
    expect(messages(ZSlug, 'ab')).toEqual([rule]);
    expect(messages(ZSlug, 'abc')).toEqual([]);
    expect(messages(ZSlug, 'a_b-c9')).toEqual([]);
    expect(messages(ZSlug, 'Abc')).toEqual([rule]);
    expect(messages(ZSlug, 'a'.repeat(65))).toEqual([rule]);
  });

  it('refuses a slug shaped like an id, which a seller path would read as one', () => {
    const rule = 'Must not look like an id (8-4-4-4-12 hexadecimal characters): add a word to it';
    expect(messages(ZSlug, '0b5e7c1a-9d2f-4e8b-a1c3-5f6d7e8f9a0b')).toEqual([rule]);
    expect(messages(ZSlug, '00000000-0000-0000-0000-000000000000')).toEqual([rule]);
    expect(messages(ZSlug, '0b5e7c1a-9d2f-4e8b-a1c3-5f6d7e8f9a0b-shop')).toEqual([]);
    expect(messages(ZSlug, '0b5e7c1a9d2f4e8ba1c35f6d7e8f9a0b')).toEqual([]);
  });

  it('knows the 47 currencies', () => {
    expect(ZSupportedCurrency.options).toHaveLength(47);
    expect(messages(ZSupportedCurrency, 'ZAR')).toEqual([]);
    expect(messages(ZSupportedCurrency, 'XXX')).toEqual(['Unsupported currency']);
  });

  it('reads the invite form: blanks ignored, duplicates merged, each address well formed, at least one', () => {
    expect(ZInviteEmailAddresses.parse([' A@x.test ', '', 'a@x.test', 'b@x.test'])).toEqual(['a@x.test', 'b@x.test']);
    expect(messages(ZInviteEmailAddresses, [''])).toEqual(['Write at least one email address']);
    expect(messages(ZInviteEmailAddresses, ['a@x.test', 'nope'])).toEqual(['Malformed e-mail address']);
  });
});
