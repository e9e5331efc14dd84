import { createBrandConfigurationRoute } from './create-brand-configuration.route.ts';
import { deleteBrandConfigurationRoute } from './delete-brand-configuration.route.ts';
import { getValuationSignalsRoute } from './get-valuation-signals.route.ts';
import { listBrandConfigurationsRoute } from './list-brand-configurations.route.ts';
import { setOpenToFundingRoute, setOpenToOffersRoute } from './set-valuation-signal.route.ts';
import { updateBrandConfigurationRoute } from './update-brand-configuration.route.ts';

export const brandConfigurationsRoutes = [
  listBrandConfigurationsRoute,
  createBrandConfigurationRoute,
  updateBrandConfigurationRoute,
  deleteBrandConfigurationRoute,
  getValuationSignalsRoute,
  setOpenToOffersRoute,
  setOpenToFundingRoute,
] as const;
