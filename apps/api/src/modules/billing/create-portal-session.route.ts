// POST /api/checkout/create-portal-session: Stripe's billing portal for a subscribed organization.
import { createPortalSessionContract } from '@brandlens/contracts';
import { appUrl } from '../../platform/http/app-url.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { createPortalSession } from './stripe-sessions.service.ts';

export const createPortalSessionRoute = defineRoute({
  contract: createPortalSessionContract,
  access: 'user',
  async handler({ auth, deps }) {
    return { status: 200 as const, body: await createPortalSession(deps, auth, appUrl(deps.env)) };
  },
});
