// GET /api/v2/sellers/:sellerId/imports/:importId: status, progress and errors of one import.
import { getImportContract } from '@brandlens/contracts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { getImport } from './imports.service.ts';

export const getImportRoute = defineRoute({
  contract: getImportContract,
  access: 'user',
  async handler({ params, auth, deps }) {
    return { status: 200 as const, body: await getImport(deps.db, auth, params.sellerId, params.importId) };
  },
});
