// POST /api/sessions/verification: who is logged in (401 'Invalid session' when nobody).
import { verifySessionContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { toSession } from './auth.serializer.ts';

export const verifySessionRoute = defineRoute({
  contract: verifySessionContract,
  access: 'user',
  async handler({ auth }) {
    return { status: 200 as const, body: toSession(auth) };
  },
});
