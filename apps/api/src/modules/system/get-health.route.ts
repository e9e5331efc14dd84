// GET /api/health: version and database state for load balancers and the web footer.
import { getHealthContract } from '@brandlens/contracts';
import { describeDatabaseFailure } from '../../platform/db-errors.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getHealth } from './system.service.ts';

export const getHealthRoute = defineRoute({
  contract: getHealthContract,
  access: 'public',
  async handler({ deps, reply, request }) {
    const { health, failure } = await getHealth(deps);
    reply.header('cache-control', 'no-store');
    if (health.status === 'ok') return { status: 200 as const, body: health };
    request.log.warn({ database: describeDatabaseFailure(failure) }, 'health: database down');
    return { status: 503 as const, body: health };
  },
});
