/** True for PostgreSQL's unique_violation (23505), also when wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? (error as { cause: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
