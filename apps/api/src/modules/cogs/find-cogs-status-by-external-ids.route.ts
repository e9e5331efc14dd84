// GET /api/v2/sellers/cogs-status?externalIds=…: the COGS status of each visible seller asked for by external id.
import { findCogsStatusByExternalIdsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { findCogsStatusByExternalIds } from './cogs.service.ts';

export const findCogsStatusByExternalIdsRoute = defineRoute({
  contract: findCogsStatusByExternalIdsContract,
  access: 'user',
  async handler({ query, auth, deps }) {
    return {
      status: 200 as const,
      body: { sellers: await findCogsStatusByExternalIds(deps.db, auth, query.externalIds) },
    };
  },
});
