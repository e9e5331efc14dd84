import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import type { TCatalogRequest, TProductRequest } from '../utils/product-filters';

// Query keys of the products reads, each with every parameter of its request; an import changes
// every figure, and the seller's data family (sellerDataKeys.all) already holds them all.

const all = (sellerId: string) => [...sellerDataKeys.all(sellerId), 'products'] as const;

export const productsKeys = {
  all,
  catalog: (sellerId: string, query: TCatalogRequest) => [...all(sellerId), 'catalog', query] as const,
  resources: (sellerId: string) => [...all(sellerId), 'resources'] as const,
  detail: (sellerId: string, productId: string, query: TProductRequest) =>
    [...all(sellerId), 'detail', productId, query] as const,
  chart: (sellerId: string, productId: string, query: Record<string, string | undefined>) =>
    [...all(sellerId), 'chart', productId, query] as const,
  benchmarks: (sellerId: string, productId: string, query: TProductRequest) =>
    [...all(sellerId), 'benchmarks', productId, query] as const,
};
