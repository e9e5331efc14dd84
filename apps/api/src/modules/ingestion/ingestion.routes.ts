import { createImportRoute } from './create-import.route.ts';
import { getImportRoute } from './get-import.route.ts';
import { listImportsRoute } from './list-imports.route.ts';
import { listMarketplacesRoute } from './list-marketplaces.route.ts';
import { listSettlementsRoute } from './list-settlements.route.ts';

export const ingestionRoutes = [
  createImportRoute,
  getImportRoute,
  listImportsRoute,
  listSettlementsRoute,
  listMarketplacesRoute,
] as const;
