// Forms validate with the contract schemas (so messages match the API's 422s); this turns a
// failed safeParse into one message per field. Typed structurally so the web app need not
// depend on zod itself.

interface ParseIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface ParseResult<T> {
  success: boolean;
  data?: T;
  error?: { issues: readonly ParseIssue[] };
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by the dotted path ('' for the whole value). */
export function getFieldErrors(result: ParseResult<unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
