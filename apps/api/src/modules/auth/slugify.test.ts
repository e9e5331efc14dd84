import { ZSlug } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('makes a SPEC §5 slug of a name, or the fallback when too little is left', () => {
    expect(slugify('Émile’s Home & Garden', 'seller')).toBe('emile-s-home-garden');
    expect(slugify('!!', 'seller')).toBe('seller');
  });

  it('never makes a slug shaped like an id, which seller paths read as an id', () => {
    const slug = slugify('0B5E7C1A-9D2F-4E8B-A1C3-5F6D7E8F9A0B', 'seller');
    expect(slug).toBe('0b5e7c1a-9d2f-4e8b-a1c3-5f6d7e8f9a0b-seller');
    expect(ZSlug.safeParse(slug).success).toBe(true);
  });
});
