// GET /api/v2/sellers/alert-types[?sellerId]: the alert types; with a seller, whether it has the data each needs.
import { getAlertTypesContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getAlertTypes } from './alert-types.service.ts';

export const getAlertTypesRoute = defineRoute({
  contract: getAlertTypesContract,
  access: 'user',
  async handler({ query, auth, deps }) {
    return { status: 200 as const, body: { types: await getAlertTypes(deps.db, auth, query.sellerId) } };
  },
});
