import { MESSAGES, ZInviteEmailAddresses } from '@brandlens/contracts';

// SPEC §5: the form is checked before anything is sent, with the contract's own schema. A field
// is marked when that address alone would fail; an all-blank form marks the first field.

export interface InviteValidation {
  emailAddresses?: string[];
  fieldErrors: (string | undefined)[];
}

export function validateInviteEmails(fields: readonly string[]): InviteValidation {
  const parsed = ZInviteEmailAddresses.safeParse([...fields]);
  if (parsed.success) return { emailAddresses: parsed.data, fieldErrors: fields.map(() => undefined) };

  const fieldErrors = fields.map((value): string | undefined =>
    value.trim() && !ZInviteEmailAddresses.safeParse([value]).success ? MESSAGES.malformedEmail : undefined,
  );
  if (!fieldErrors.some((error) => error !== undefined)) {
    const message = parsed.error.issues[0]?.message ?? MESSAGES.noEmail;
    fieldErrors[0] = message;
  }
  return { fieldErrors };
}
