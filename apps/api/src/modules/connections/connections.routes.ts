import { createServiceAuthorizationUrlRoute } from './create-service-authorization-url.route.ts';
import { oauthCallbackRoute } from './oauth-callback.route.ts';

export const connectionsRoutes = [createServiceAuthorizationUrlRoute, oauthCallbackRoute] as const;
