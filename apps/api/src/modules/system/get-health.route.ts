// GET /api/health: version and database state for load balancers and the web footer.
import { getHealthContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getHealth } from './system.service.ts';

export const getHealthRoute = defineRoute({
  contract: getHealthContract,
  access: 'public',
  async handler({ deps, reply }) {
    const health = await getHealth(deps);
    reply.header('cache-control', 'no-store');
    return health.status === 'ok' ? { status: 200 as const, body: health } : { status: 503 as const, body: health };
  },
});
