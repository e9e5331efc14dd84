// GET /api/v2/sellers/:sellerId/advertising/amazon/campaigns: figures per campaign or ad group.
import { getAdCampaignsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAdCampaigns } from './ad-campaigns.service.ts';

export const getAdCampaignsRoute = defineRoute({
  contract: getAdCampaignsContract,
  access: 'user',
  async handler({ params, query, auth, deps }) {
    return { status: 200 as const, body: await getAdCampaigns(deps.db, auth, params.sellerId, query) };
  },
});
