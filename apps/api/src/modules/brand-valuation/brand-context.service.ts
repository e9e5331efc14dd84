// Who owns what: the seller's brands (configured brands, then catalog brands,
// from resolveSellerBrands) and, for each product, marketplace × ASIN and
// catalog brand key, the brand it counts in. Kept in this process per seller
// until a change of the seller's products or brand configurations (ADR 0044):
// a kept context costs a read one small check instead of every product.
import { createHash } from 'node:crypto';
import { ALL_BRANDS_KEY, ALL_BRANDS_LABEL } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { withPoolDeadline, withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import { notFound } from '../../platform/errors.ts';
import { resolveSellerBrands } from '../brand-configurations/brand-configurations.service.ts';
import { KeptValues, type Kept } from '../profit-loss/kept-values.service.ts';
import { productKey, type ProductBrands } from './brand-ledger-groups.ts';
import { findBrandReadState } from './brand-read-state.queries.ts';
import { findProductBrands } from './brand-valuation.queries.ts';

export interface ContextBrand {
  /** Internal owner id: the key, unless an earlier brand already uses that key. */
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly configurationId: string | null;
  readonly brandKeys: readonly string[];
  /** Products of the seller with one of the brand keys. */
  readonly productCount: number;
  /** The distinct ASINs of those products. */
  readonly asins: ReadonlySet<string>;
}

export interface BrandContext extends ProductBrands {
  readonly brands: readonly ContextBrand[];
  /** Every distinct ASIN of the seller's products. */
  readonly allAsins: ReadonlySet<string>;
  /** The brand (owner id) of a catalog brand key; null when no brand has it. */
  brandOfCatalogKey(brandKey: string): string | null;
  /** The brand (owner id) of a marketplace × ASIN; null when none of its products has a brand. */
  brandOfListing(marketplaceId: string, asin: string): string | null;
}

/** A brand named in a URL: the whole seller ('all') or one brand. */
export type BrandSelection = { kind: 'all'; key: string; name: string } | { kind: 'brand'; brand: ContextBrand };

export const brandNotFound = () => notFound('Brand not found');

/** Per seller: a few hundred bytes per product, the least recently read dropped first. */
const keptContexts = new KeptValues<BrandContext>(200);

/** The seller's brand context: the kept one when no change of the seller is unseen by it. */
export async function loadBrandContext(db: Database, sellerId: string): Promise<BrandContext> {
  const kept = keptContexts.kept.get(sellerId);
  const state = await withPoolDeadline(db, BRAND_VALUATION_DEADLINE, (reader) =>
    findBrandReadState(reader, sellerId, { context: kept?.snapshot }),
  );
  return kept && !state.contextChanged ? kept.value : readBrandContext(db, sellerId, state.snapshot);
}

/** The context kept for a seller, unchecked: findBrandReadState tells whether it still holds. */
export function findKeptBrandContext(sellerId: string): Kept<BrandContext> | undefined {
  return keptContexts.kept.get(sellerId);
}

/** What a brand valuation read (its context included) may take before it answers 503, as the statement's. */
export const BRAND_VALUATION_DEADLINE = { ms: 15_000, what: 'The brand valuation' };

/** The context read from the database now, and kept with `snapshot` (taken before its queries). */
export async function readBrandContext(db: Database, sellerId: string, snapshot: string): Promise<BrandContext> {
  // Every product of the seller: a read that grows with the catalog, so it has a deadline.
  const context = await withReadDeadline(db, BRAND_VALUATION_DEADLINE, (reader) => queryBrandContext(reader, sellerId));
  keptContexts.kept.set(sellerId, { snapshot, value: context });
  return context;
}

async function queryBrandContext(db: DatabaseReader, sellerId: string): Promise<BrandContext> {
  const sellerBrands = await resolveSellerBrands(db, sellerId);
  const products = await findProductBrands(db, sellerId);
  const usedKeys = new Set<string>();
  const ownerOfCatalogKey = new Map<string, string>();
  const ids = sellerBrands.map((brand, index) => {
    const id = usedKeys.has(brand.key) ? `${brand.key}\u0000${index}` : brand.key;
    usedKeys.add(brand.key);
    for (const brandKey of brand.brandKeys) if (!ownerOfCatalogKey.has(brandKey)) ownerOfCatalogKey.set(brandKey, id);
    return id;
  });
  const brandOfCatalogKey = (brandKey: string) => ownerOfCatalogKey.get(brandKey) ?? null;

  const brandOfProduct = new Map<string, string | null>();
  const asinOfProduct = new Map<string, string | null>();
  const brandOfListing = new Map<string, string>();
  const countOf = new Map<string, number>();
  const asinsOf = new Map<string, Set<string>>();
  const allAsins = new Set<string>();
  for (const product of products) {
    const owner = product.brand ? brandOfCatalogKey(product.brand) : null;
    const key = productKey(product.marketplaceId, product.sku);
    brandOfProduct.set(key, owner);
    asinOfProduct.set(key, product.asin || null);
    if (product.asin) allAsins.add(product.asin);
    if (owner === null) continue;
    countOf.set(owner, (countOf.get(owner) ?? 0) + 1);
    if (!product.asin) continue;
    const listing = productKey(product.marketplaceId, product.asin);
    if (!brandOfListing.has(listing)) brandOfListing.set(listing, owner);
    const asins = asinsOf.get(owner) ?? new Set<string>();
    asins.add(product.asin);
    asinsOf.set(owner, asins);
  }

  return {
    brands: sellerBrands.map((brand, index) => {
      const id = ids[index] as string;
      return {
        id,
        key: brand.key,
        name: brand.name,
        configurationId: brand.configurationId,
        brandKeys: brand.brandKeys,
        productCount: countOf.get(id) ?? 0,
        asins: asinsOf.get(id) ?? new Set<string>(),
      };
    }),
    allAsins,
    brandOf: (marketplaceId, sku) => brandOfProduct.get(productKey(marketplaceId, sku)) ?? null,
    asinOf: (marketplaceId, sku) => asinOfProduct.get(productKey(marketplaceId, sku)) ?? null,
    brandOfCatalogKey,
    brandOfListing: (marketplaceId, asin) => brandOfListing.get(productKey(marketplaceId, asin)) ?? null,
    // Everything the lookups above answer from, so that figures made for one context serve another
    // with the same signature (ADR 0039).
    signature: createHash('sha256')
      .update(JSON.stringify([ids, sellerBrands.map((brand) => brand.brandKeys), products]))
      .digest('base64'),
  };
}

/** 'all' or a brand's key (a configured brand's slug or a catalog brand key); anything else is a 404. */
export function selectBrand(context: BrandContext, name: string): BrandSelection {
  if (name === ALL_BRANDS_KEY) return { kind: 'all', key: ALL_BRANDS_KEY, name: ALL_BRANDS_LABEL };
  const brand = context.brands.find((candidate) => candidate.key === name);
  if (!brand) throw brandNotFound();
  return { kind: 'brand', brand };
}
