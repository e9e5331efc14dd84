// The pickers of the seller's pages: marketplaces, brands and products (SPEC §7 /resources).
import type { TResourceProducts, TSellerResources } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { PRODUCTS_READ_DEADLINE_MS } from './product-filters.ts';
import { findResourceBrands, findResourceMarketplaces, findResourceProducts } from './seller-resources.queries.ts';

export async function getSellerResources(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TSellerResources> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: "The seller's marketplaces and brands" };
  const { marketplaces, brands } = await withReadDeadline(db, deadline, async (reader) => ({
    marketplaces: await findResourceMarketplaces(reader, seller.id),
    brands: await findResourceBrands(reader, seller.id),
  }));
  return {
    sellerId: seller.id,
    marketplaces,
    brands,
    productCount: marketplaces.reduce((sum, marketplace) => sum + marketplace.productCount, 0),
  };
}

export async function getResourceProducts(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: { marketplace?: string | undefined; brand?: string | undefined; search?: string | undefined; limit: number },
): Promise<TResourceProducts> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const deadline = { ms: PRODUCTS_READ_DEADLINE_MS, what: "The seller's products" };
  const found = await withReadDeadline(db, deadline, (reader) =>
    findResourceProducts(reader, {
      sellerId: seller.id,
      marketplaceId: query.marketplace,
      brand: query.brand,
      search: query.search?.trim() || undefined,
      limit: query.limit,
    }),
  );
  return { sellerId: seller.id, ...found };
}
