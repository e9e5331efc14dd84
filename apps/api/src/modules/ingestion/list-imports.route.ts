// GET /api/v2/sellers/:sellerId/imports: the seller's imports, newest first.
import { listImportsContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { listImports } from './imports.service.ts';

export const listImportsRoute = defineRoute({
  contract: listImportsContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: { imports: await listImports(deps.db, auth, params.sellerId) } };
  },
});
