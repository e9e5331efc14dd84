import {
  and,
  asc,
  brandConfigurationKeys,
  brandConfigurations,
  eq,
  isNotNull,
  ne,
  products,
  sql,
  type Database,
} from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export interface BrandConfigurationRow {
  id: string;
  name: string;
  slug: string;
  brandKeys: string[];
}

/** The seller's configurations with their keys in the order they were given, by name. */
export async function findBrandConfigurations(db: DatabaseReader, sellerId: string): Promise<BrandConfigurationRow[]> {
  const rows = await db
    .select({
      id: brandConfigurations.id,
      name: brandConfigurations.name,
      slug: brandConfigurations.slug,
      brandKey: brandConfigurationKeys.brandKey,
    })
    .from(brandConfigurations)
    .leftJoin(brandConfigurationKeys, eq(brandConfigurationKeys.configurationId, brandConfigurations.id))
    .where(eq(brandConfigurations.sellerId, sellerId))
    .orderBy(asc(brandConfigurationKeys.position));
  const byId = new Map<string, BrandConfigurationRow>();
  for (const row of rows) {
    let configuration = byId.get(row.id);
    if (!configuration) {
      configuration = { id: row.id, name: row.name, slug: row.slug, brandKeys: [] };
      byId.set(row.id, configuration);
    }
    if (row.brandKey !== null) configuration.brandKeys.push(row.brandKey);
  }
  return [...byId.values()].sort((a, b) => byText(a.name, b.name) || byText(a.slug, b.slug));
}

/** Names sort the same on every database collation. */
const byText = (a: string, b: string) => a.localeCompare(b, 'en') || (a < b ? -1 : a > b ? 1 : 0);

/** The distinct non-empty catalog brand keys (`products.brand`) of the seller with their product counts. */
export async function findCatalogBrands(
  db: DatabaseReader,
  sellerId: string,
): Promise<Array<{ brand: string; productCount: number }>> {
  const rows = await db
    .select({ brand: products.brand, productCount: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNotNull(products.brand), ne(products.brand, '')))
    .groupBy(products.brand);
  return rows
    .flatMap((row) => (row.brand === null ? [] : [{ brand: row.brand, productCount: row.productCount }]))
    .sort((a, b) => byText(a.brand, b.brand));
}

export async function insertBrandConfiguration(
  db: Database,
  sellerId: string,
  input: { name: string; slug: string; brandKeys: readonly string[] },
): Promise<BrandConfigurationRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(brandConfigurations)
      .values({ sellerId, name: input.name, slug: input.slug })
      .returning({ id: brandConfigurations.id });
    if (!created) throw new Error('brand configuration was not created');
    await tx
      .insert(brandConfigurationKeys)
      .values(
        input.brandKeys.map((brandKey, position) => ({ sellerId, brandKey, configurationId: created.id, position })),
      );
    return { id: created.id, name: input.name, slug: input.slug, brandKeys: [...input.brandKeys] };
  });
}

/** Replaces name, slug and keys of one configuration; undefined when the seller has no such configuration. */
export async function replaceBrandConfiguration(
  db: Database,
  sellerId: string,
  id: string,
  input: { name: string; slug: string; brandKeys: readonly string[] },
): Promise<BrandConfigurationRow | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(brandConfigurations)
      .set({ name: input.name, slug: input.slug, updatedAt: sql`now()` })
      .where(and(eq(brandConfigurations.id, id), eq(brandConfigurations.sellerId, sellerId)))
      .returning({ id: brandConfigurations.id });
    if (!updated) return undefined;
    await tx.delete(brandConfigurationKeys).where(eq(brandConfigurationKeys.configurationId, id));
    await tx
      .insert(brandConfigurationKeys)
      .values(input.brandKeys.map((brandKey, position) => ({ sellerId, brandKey, configurationId: id, position })));
    return { id, name: input.name, slug: input.slug, brandKeys: [...input.brandKeys] };
  });
}

/** True when the configuration existed for the seller (its keys go with it). */
export async function deleteBrandConfiguration(db: Database, sellerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(brandConfigurations)
    .where(and(eq(brandConfigurations.id, id), eq(brandConfigurations.sellerId, sellerId)))
    .returning({ id: brandConfigurations.id });
  return deleted.length > 0;
}
