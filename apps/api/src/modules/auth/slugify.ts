import { isUuidShaped } from '@brandlens/contracts';

/** A slug that satisfies the SPEC §5 rule (3 to 64 of a-z, 0-9, _ and -). */
export function slugify(value: string, fallback: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56);
  if (slug.length < 3) return fallback;
  // A slug shaped like an id would be read as an id in seller paths (ZSlug refuses it too).
  return isUuidShaped(slug) ? `${slug}-${fallback}` : slug;
}
