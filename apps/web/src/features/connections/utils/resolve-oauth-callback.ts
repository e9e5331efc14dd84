import { AUTHORIZATION_ERROR_CODES, SERVICE_PROVIDER_NAMES, type TServiceProvider } from '@brandlens/contracts';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { completeAuthorization } from '../api/complete-authorization';

// SPEC §4 service-provider authorisation callback: the provider sends the browser to /oauth; the
// server completes the connection; success opens the seller's Connections tab, a failure the
// authorizations error page with the SPEC §8 code (or the server's message when it has no code).

export type OauthCallbackOutcome =
  { to: string; connected: { provider: TServiceProvider; name: string } } | { to: string; connected?: undefined };

const errorCodeOf = (error: unknown): string => {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'code' in error.body) {
    const { code } = error.body;
    if (typeof code === 'string' && (AUTHORIZATION_ERROR_CODES as readonly string[]).includes(code)) return code;
  }
  return error instanceof Error && error.message ? error.message : 'invalid-callback-params';
};

export async function resolveOauthCallback(
  search: URLSearchParams,
  complete: typeof completeAuthorization = completeAuthorization,
): Promise<OauthCallbackOutcome> {
  try {
    const result = await complete(search);
    return {
      to: paths.seller.settings.getHref(result.sellerId, { tab: 'connections' }),
      connected: { provider: result.provider, name: SERVICE_PROVIDER_NAMES[result.provider] },
    };
  } catch (error) {
    return { to: paths.authorizationsError.getHref(errorCodeOf(error)) };
  }
}
