import { z } from 'zod';
import { SUPPORTED_CURRENCY_CODES } from './currencies.ts';

// SPEC §5: the rules and messages both sides enforce. The web forms and the
// API parse with these same schemas, so a message is written once.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const MESSAGES = {
  passwordLength: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  passwordsMustMatch: 'Passwords must match',
  invalidEmail: 'Must be a valid email',
  slug: 'Must be a alphanumeric with specials characters _-',
  slugLooksLikeId: 'Must not look like an id (8-4-4-4-12 hexadecimal characters): add a word to it',
  currency: 'Unsupported currency',
  malformedEmail: 'Malformed e-mail address',
  noEmail: 'Write at least one email address',
  invalidSession: 'Invalid session',
  forbidden: 'Forbidden',
  invalidJwt: 'invalid JWT',
  unsupportedApp: 'Unsupported app',
} as const;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(MESSAGES.invalidEmail).max(254, MESSAGES.invalidEmail));

/** The shape of an id (any UUID version). A path segment of this shape names a row by id, never by slug. */
export const isUuidShaped = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const ZSlug = z
  .string()
  .regex(/^[a-z0-9_-]{3,64}$/, MESSAGES.slug)
  .refine((slug) => !isUuidShaped(slug), MESSAGES.slugLooksLikeId);

export const ZSupportedCurrency = z.enum(SUPPORTED_CURRENCY_CODES, { error: MESSAGES.currency });

/** Adds the 'Passwords must match' rule to any object with password and confirmedPassword. */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmedPassword: string }>>(schema: T) {
  return schema.refine((value) => value.password === value.confirmedPassword, {
    message: MESSAGES.passwordsMustMatch,
    path: ['confirmedPassword'],
  });
}

/** Invite form: blank fields are ignored, at least one address, each well formed. */
export const ZInviteEmailAddresses = z
  .array(z.string().max(254, MESSAGES.malformedEmail))
  .max(20, 'At most 20 email addresses at a time')
  .transform((list) => list.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== ''))
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.noEmail });
    if (list.some((entry) => !z.email().safeParse(entry).success))
      ctx.addIssue({ code: 'custom', message: MESSAGES.malformedEmail });
  })
  .transform((list) => [...new Set(list)]);
