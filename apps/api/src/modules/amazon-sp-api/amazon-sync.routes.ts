// The Seller Central sync as the web app sees it: where it stands, Sync now,
// and how fresh a seller's figures are.
import { getAmazonSyncStatusContract, getDataFreshnessContract, requestAmazonSyncContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAmazonSyncStatus, getDataFreshness, requestAmazonSync } from './sync-status.service.ts';

export const getAmazonSyncStatusRoute = defineRoute({
  contract: getAmazonSyncStatusContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getAmazonSyncStatus(deps, auth, params.sellerId) };
  },
});

export const requestAmazonSyncRoute = defineRoute({
  contract: requestAmazonSyncContract,
  access: 'user',
  isVerifiedEmailRequired: true,
  async handler({ params, auth, deps }) {
    await requestAmazonSync(deps, auth, params.sellerId);
    return { status: 202 as const, body: { queued: true as const } };
  },
});

export const getDataFreshnessRoute = defineRoute({
  contract: getDataFreshnessContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getDataFreshness(deps, auth, params.sellerId) };
  },
});

export const amazonSyncRoutes = [getAmazonSyncStatusRoute, requestAmazonSyncRoute, getDataFreshnessRoute] as const;
