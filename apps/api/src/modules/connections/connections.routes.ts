import { createServiceAuthorizationUrlRoute } from './create-service-authorization-url.route.ts';
import { getServiceProviderOptionsRoute } from './get-service-provider-options.route.ts';
import { oauthCallbackRoute } from './oauth-callback.route.ts';

export const connectionsRoutes = [
  getServiceProviderOptionsRoute,
  createServiceAuthorizationUrlRoute,
  oauthCallbackRoute,
] as const;
