// GET /api/oauth: the provider's authorisation callback, forwarded by the /oauth page.
import { oauthCallbackContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { completeServiceAuthorization } from './connections.service.ts';

export const oauthCallbackRoute = defineRoute({
  contract: oauthCallbackContract,
  access: 'user',
  async handler({ query, auth, deps }) {
    return {
      status: 200 as const,
      body: await completeServiceAuthorization(deps, auth, query, appUrl(deps.env)),
    };
  },
});
