import type { TStockRecommendationsQuery } from '@brandlens/contracts';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

// Query keys of the inventory reads. A change of the seller's planning or of a SKU's lead time
// moves every recommendation, so those writes invalidate the whole family.

export const inventoryKeys = {
  all: (sellerId: string) => sellerDataKeys.inventory(sellerId),
  recommendations: (sellerId: string, query: TStockRecommendationsQuery) =>
    [...sellerDataKeys.inventory(sellerId), 'recommendations', query] as const,
  planning: (sellerId: string) => [...sellerDataKeys.inventory(sellerId), 'planning'] as const,
  history: (sellerId: string, sku: string, marketplaceId: string, days: number) =>
    [...sellerDataKeys.inventory(sellerId), 'history', { sku, marketplaceId, days }] as const,
};
