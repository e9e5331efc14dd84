import { createServiceAuthorizationUrlContract, type TRegion, type TServiceProvider } from '@brandlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, buildApiPath } from '../../../lib/api-client';

export interface AuthorizationRequest {
  sellerId: string;
  provider: TServiceProvider;
  region: TRegion;
}

/** The provider's consent page for this seller; the state in it is bound to this session. */
export function createServiceAuthorizationUrl({ sellerId, provider, region }: AuthorizationRequest) {
  return apiRequest(
    buildApiPath(createServiceAuthorizationUrlContract.path, { sellerId }),
    (data) => createServiceAuthorizationUrlContract.responses[200].parse(data).url,
    { method: createServiceAuthorizationUrlContract.method, body: { provider, region } },
  );
}

/**
 * Asks for the consent page and sends the browser there. `navigate` is the page change itself,
 * passed in so tests can see where the browser would go.
 */
export function useAuthorizeServiceProvider(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: createServiceAuthorizationUrl, onSuccess: (url) => navigate(url) });
}
