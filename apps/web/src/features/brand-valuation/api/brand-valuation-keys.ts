import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';

// Query keys of the brand valuation reads. A brand configuration regroups every score, so its
// writes invalidate the whole family; the signals stay apart because nothing else changes them.

export const brandValuationKeys = {
  all: (sellerId: string) => sellerDataKeys.brandValuation(sellerId),
  scores: (sellerId: string) => [...sellerDataKeys.brandValuation(sellerId), 'scores'] as const,
  brands: (sellerId: string) => [...sellerDataKeys.brandValuation(sellerId), 'scores', 'brands'] as const,
  configurations: (sellerId: string) =>
    [...sellerDataKeys.brandValuation(sellerId), 'scores', 'configurations'] as const,
  signals: (sellerId: string) => [...sellerDataKeys.brandValuation(sellerId), 'signals'] as const,
};
