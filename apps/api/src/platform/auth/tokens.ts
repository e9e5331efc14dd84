import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a cookie or a mailed link, and the SHA-256 that is stored instead of it. */
export function createToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
