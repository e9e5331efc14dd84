// The subject of a SKU or ASIN alert: a key that stays the same from one evaluation to the next
// (`${marketplaceId}:${sku}`), the words a person reads ('LAMP-01 in Amazon.com') and the
// product's ASIN, parent ASIN and brand, which the runner matches brand rules with.
import type { Database } from '@brandlens/db';
import type { AlertCandidate } from '../alert-evaluator.ts';
import { findMarketplaceNames, findSellerCatalog } from './alert-subjects.queries.ts';

type CatalogRow = Awaited<ReturnType<typeof findSellerCatalog>>[number];

export type SubjectFields = Pick<
  AlertCandidate,
  'subjectKind' | 'subjectKey' | 'subject' | 'marketplaceId' | 'sku' | 'asin' | 'parentAsin' | 'brand'
>;

export interface SellerSubjects {
  marketplaceLabel(marketplaceId: string): string;
  product(marketplaceId: string, sku: string): CatalogRow | undefined;
  /** The seller's products of that ASIN in that marketplace. */
  productsOfAsin(marketplaceId: string, asin: string): CatalogRow[];
}

const keyOf = (marketplaceId: string, value: string) => `${marketplaceId}:${value}`;

/** 'amazon.com' reads 'Amazon.com'; a marketplace without a domain reads its name. */
function labelOf(row: { name: string; domainName: string }): string {
  if (row.domainName === '') return row.name;
  return `${row.domainName.charAt(0).toUpperCase()}${row.domainName.slice(1)}`;
}

export async function loadSellerSubjects(db: Database, sellerId: string): Promise<SellerSubjects> {
  const catalog = await findSellerCatalog(db, sellerId);
  const marketplaces = await findMarketplaceNames(db);
  const labels = new Map(marketplaces.map((row) => [row.id, labelOf(row)]));
  const bySku = new Map(catalog.map((row) => [keyOf(row.marketplaceId, row.sku), row]));
  const byAsin = new Map<string, CatalogRow[]>();
  for (const row of catalog) {
    if (!row.asin) continue;
    const key = keyOf(row.marketplaceId, row.asin);
    byAsin.set(key, [...(byAsin.get(key) ?? []), row]);
  }
  return {
    marketplaceLabel: (marketplaceId) => labels.get(marketplaceId) ?? 'no marketplace',
    product: (marketplaceId, sku) => bySku.get(keyOf(marketplaceId, sku)),
    productsOfAsin: (marketplaceId, asin) => byAsin.get(keyOf(marketplaceId, asin)) ?? [],
  };
}

/** A SKU in a marketplace; `known` fills what the catalog does not have (an inventory row's ASIN). */
export function skuSubject(
  subjects: SellerSubjects,
  marketplaceId: string,
  sku: string,
  known: { asin?: string | null } = {},
): SubjectFields {
  const product = subjects.product(marketplaceId, sku);
  return {
    subjectKind: 'sku',
    subjectKey: keyOf(marketplaceId, sku),
    subject: `${sku} in ${subjects.marketplaceLabel(marketplaceId)}`,
    marketplaceId,
    sku,
    asin: product?.asin ?? known.asin ?? null,
    parentAsin: product?.parentAsin ?? null,
    brand: product?.brand ?? null,
  };
}

/** A child ASIN in a marketplace; its SKU when the seller sells it under exactly one. */
export function asinSubject(
  subjects: SellerSubjects,
  marketplaceId: string,
  asin: string,
  known: { parentAsin: string | null; skus: readonly string[] },
): SubjectFields {
  const products = subjects.productsOfAsin(marketplaceId, asin);
  const skus = new Set([...known.skus, ...products.map((product) => product.sku)]);
  const sku = skus.size === 1 ? [...skus][0] : undefined;
  return {
    subjectKind: 'asin',
    subjectKey: keyOf(marketplaceId, asin),
    subject: `${asin} in ${subjects.marketplaceLabel(marketplaceId)}`,
    marketplaceId,
    sku: sku ?? null,
    asin,
    parentAsin: known.parentAsin ?? products.find((product) => product.parentAsin)?.parentAsin ?? null,
    brand: products.find((product) => product.brand)?.brand ?? null,
  };
}
