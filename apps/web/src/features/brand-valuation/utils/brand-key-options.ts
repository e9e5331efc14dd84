import type { TBrandConfiguration, TSellerBrand } from '@brandlens/contracts';

// The brand keys a configuration can group: every catalog brand of the seller. A key already in
// another configuration is shown but disabled, since a key belongs to one configuration at most.

export interface BrandKeyOption {
  value: string;
  label: string;
  disabled: boolean;
}

export function buildBrandKeyOptions(
  brands: readonly TSellerBrand[],
  configurations: readonly TBrandConfiguration[],
  editingId: string | null,
): BrandKeyOption[] {
  const owner = new Map<string, string>();
  for (const configuration of configurations) {
    if (configuration.id === editingId) continue;
    for (const key of configuration.brandKeys) owner.set(key, configuration.name);
  }
  const keys = [...new Set(brands.flatMap((brand) => brand.brandKeys))].sort((a, b) => a.localeCompare(b));
  return keys.map((key) => {
    const taken = owner.get(key);
    return { value: key, label: taken ? `${key} (in ${taken})` : key, disabled: taken !== undefined };
  });
}

/** A slug suggested from the name while the user has not typed one: 'Outdoor & Kitchen' → 'outdoor-kitchen'. */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
