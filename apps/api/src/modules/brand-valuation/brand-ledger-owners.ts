// Which owner group a ledger row counts for (brand-ledger-groups.ts), through the
// products' brands: a brand, the unbranded products, or the seller level for the
// rows of no product.
import { brandOwner, SELLER_LEVEL, UNBRANDED, type ProductBrands } from './brand-ledger-groups.ts';

/** The owner of a product's rows; a row without a SKU belongs to no product. */
export function ownerOfProduct(productBrands: ProductBrands, marketplaceId: string, sku: string): string {
  if (sku === '') return SELLER_LEVEL;
  const brand = productBrands.brandOf(marketplaceId, sku);
  return brand === null ? UNBRANDED : brandOwner(brand);
}

/** The owner of a sum per catalog brand key: null for the rows of no product, '' for a product without a brand. */
export function ownerOfBrandKey(productBrands: ProductBrands, brandKey: string | null): string {
  if (brandKey === null) return SELLER_LEVEL;
  const brand = brandKey === '' ? null : productBrands.brandOfCatalogKey(brandKey);
  return brand === null ? UNBRANDED : brandOwner(brand);
}
