import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);

  it('seals a secret so that only the key opens it, with a fresh IV each time', () => {
    const sealed = sealSecret('Atzr|refresh-token', key);
    expect(sealed).not.toContain('refresh-token');
    expect(sealSecret('Atzr|refresh-token', key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe('Atzr|refresh-token');
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
  });

  it('refuses an altered value', () => {
    const [version, iv, tag, ciphertext] = sealSecret('secret', key).split('.');
    const flipped = Buffer.from(ciphertext ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret([version, iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow();
  });
});
