// Brand configurations group a seller's catalog brand keys (products.brand)
// into one configured brand with its own name and URL slug. Every brand
// valuation read groups brands through resolveSellerBrands.
import { type TBrandConfiguration } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import {
  brandConfigurationInvalid,
  brandConfigurationNotFound,
  brandKeyTaken,
  slugIsCatalogBrand,
  slugTaken,
  unknownBrandKey,
} from './brand-configurations.errors.ts';
import {
  deleteBrandConfiguration as deleteConfigurationRow,
  findBrandConfigurations,
  findCatalogBrands,
  insertBrandConfiguration,
  replaceBrandConfiguration,
  type BrandConfigurationRow,
} from './brand-configurations.queries.ts';

export interface SellerBrand {
  /** The configured brand's slug, or the catalog brand key itself. */
  key: string;
  name: string;
  configurationId: string | null;
  /** The catalog brand keys whose products make up the brand. */
  brandKeys: string[];
}

/**
 * The seller's brands: every configuration (by name), then every catalog
 * brand key that no configuration groups (by key), as itself. The whole seller
 * ('all', 'All Brands') is not in the list. Products without a brand belong to
 * no brand. Should a product later bring a brand key equal to a configuration's
 * slug, the configuration comes first, so a lookup by key finds it.
 */
export async function resolveSellerBrands(db: DatabaseReader, sellerId: string): Promise<SellerBrand[]> {
  // One query after the other: a read holds one pool connection at a time.
  const configurations = await findBrandConfigurations(db, sellerId);
  const catalog = await findCatalogBrands(db, sellerId);
  const grouped = new Set(configurations.flatMap((configuration) => configuration.brandKeys));
  return [
    ...configurations.map((configuration) => ({
      key: configuration.slug,
      name: configuration.name,
      configurationId: configuration.id,
      brandKeys: configuration.brandKeys,
    })),
    ...catalog
      .filter((entry) => !grouped.has(entry.brand))
      .map((entry) => ({ key: entry.brand, name: entry.brand, configurationId: null, brandKeys: [entry.brand] })),
  ];
}

export interface BrandConfigurationInput {
  name: string;
  slug: string;
  brandKeys: string[];
}

/** Every reason the input cannot be stored next to the seller's other configurations; empty when it can. */
async function problemsWith(
  db: Database,
  sellerId: string,
  input: BrandConfigurationInput,
  ownId: string | null,
): Promise<string[]> {
  // One query after the other: a read holds one pool connection at a time.
  const configurations = await findBrandConfigurations(db, sellerId);
  const catalog = await findCatalogBrands(db, sellerId);
  const catalogKeys = new Set(catalog.map((entry) => entry.brand));
  const others = configurations.filter((configuration) => configuration.id !== ownId);
  const problems: string[] = [];
  for (const key of input.brandKeys) {
    if (!catalogKeys.has(key)) problems.push(unknownBrandKey(key));
    const owner = others.find((configuration) => configuration.brandKeys.includes(key));
    if (owner) problems.push(brandKeyTaken(key, owner.name));
  }
  const slugOwner = others.find((configuration) => configuration.slug === input.slug);
  if (slugOwner) problems.push(slugTaken(input.slug, slugOwner.name));
  else if (catalogKeys.has(input.slug) && !input.brandKeys.includes(input.slug))
    problems.push(slugIsCatalogBrand(input.slug));
  return problems;
}

/** Checks, then writes; a write that lost a race to a conflicting one is checked again and answers 422 too. */
async function store(
  db: Database,
  sellerId: string,
  input: BrandConfigurationInput,
  ownId: string | null,
  write: () => Promise<BrandConfigurationRow | undefined>,
): Promise<BrandConfigurationRow | undefined> {
  const problems = await problemsWith(db, sellerId, input, ownId);
  if (problems.length > 0) throw brandConfigurationInvalid(problems);
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await problemsWith(db, sellerId, input, ownId);
    if (raced.length === 0) throw error;
    throw brandConfigurationInvalid(raced);
  }
}

const toContract = (row: BrandConfigurationRow): TBrandConfiguration => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  brandKeys: row.brandKeys,
});

export async function listBrandConfigurations(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TBrandConfiguration[]> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return (await findBrandConfigurations(db, seller.id)).map(toContract);
}

export async function createBrandConfiguration(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  input: BrandConfigurationInput,
): Promise<TBrandConfiguration> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const created = await store(db, seller.id, input, null, () => insertBrandConfiguration(db, seller.id, input));
  if (!created) throw new Error('brand configuration was not created');
  return toContract(created);
}

export async function updateBrandConfiguration(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  id: string,
  input: BrandConfigurationInput,
): Promise<TBrandConfiguration> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const existing = await findBrandConfigurations(db, seller.id);
  if (!existing.some((configuration) => configuration.id === id)) throw brandConfigurationNotFound();
  const updated = await store(db, seller.id, input, id, () => replaceBrandConfiguration(db, seller.id, id, input));
  if (!updated) throw brandConfigurationNotFound();
  return toContract(updated);
}

export async function deleteBrandConfiguration(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  id: string,
): Promise<void> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  if (!(await deleteConfigurationRow(db, seller.id, id))) throw brandConfigurationNotFound();
}
