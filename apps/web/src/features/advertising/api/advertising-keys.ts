import type { TAdFilters } from '@brandlens/contracts';
import { sellerDataKeys } from '../../../lib/sellers/seller-data-keys';
import type { TAdAsinsRequest, TAdCampaignsRequest } from '../utils/ad-filters';

// Query keys of the advertising reads, each with every parameter of its request. A finished ads
// sync, an ads upload or a new choice of profiles changes all figures, so those invalidate the
// whole family (`figures`); the connection's profiles and sync state have keys of their own.

const figures = (sellerId: string) => [...sellerDataKeys.all(sellerId), 'advertising', 'figures'] as const;

export const advertisingKeys = {
  figures,
  kpis: (sellerId: string, query: TAdFilters) => [...figures(sellerId), 'kpis', query] as const,
  metrics: (sellerId: string, query: TAdFilters & { aggregationView: 'DAILY' | 'MONTHLY' }) =>
    [...figures(sellerId), 'metrics', query] as const,
  campaigns: (sellerId: string, query: TAdCampaignsRequest) => [...figures(sellerId), 'campaigns', query] as const,
  asins: (sellerId: string, query: TAdAsinsRequest) => [...figures(sellerId), 'asins', query] as const,
  profiles: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'advertising', 'profiles'] as const,
  syncStatus: (sellerId: string) => [...sellerDataKeys.all(sellerId), 'advertising', 'sync'] as const,
};
