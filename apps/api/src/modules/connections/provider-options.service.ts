import {
  SERVICE_PROVIDER_NAMES,
  SERVICE_PROVIDERS,
  ZRegion,
  type TConnectionState,
  type TProviderAvailability,
  type TServiceProvider,
  type TServiceProviderOption,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Env } from '../../platform/env.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { ADS_PROVIDER, adsConfigFrom } from '../amazon-ads/ads-lwa.ts';
import { amazonLwaConfigFrom } from './amazon-lwa.ts';
import { ACCOUNT_ALREADY_ACTIVE_MESSAGE, isSpApiProvider } from './connections.service.ts';
import { findSellerConnections } from './connections.queries.ts';

type ConnectionRow = Awaited<ReturnType<typeof findSellerConnections>>[number];

const REAUTHORIZATION_MESSAGE =
  'The provider no longer accepts the authorisation of this account (revoked or expired). Reconnect it to resume.';

/** The Selling Partner API and Amazon Advertising providers are implemented; they need this server's Login with Amazon credentials. */
export function availabilityOf(provider: TServiceProvider, env: Env): TProviderAvailability {
  if (provider === ADS_PROVIDER) return adsConfigFrom(env) ? 'available' : 'not-configured';
  if (!isSpApiProvider(provider)) return 'not-available-yet';
  return amazonLwaConfigFrom(env) ? 'available' : 'not-configured';
}

/**
 * One state per connection, most pressing first: an account kept inactive
 * because another seller holds it, a refused authorisation, the last sync
 * failure, else connected.
 */
export function connectionStateOf(row: ConnectionRow | undefined): TConnectionState {
  if (!row) return { state: 'not-connected' };
  const account = {
    // Stored from the contract's enum by the callback; a value outside it would be a bug worth failing on.
    region: ZRegion.parse(row.region),
    accountId: row.externalAccountId,
    authorizedAt: row.authorizedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
  };
  if (row.status === 'inactive') return { ...account, state: 'error', message: ACCOUNT_ALREADY_ACTIVE_MESSAGE };
  if (row.reauthorizationRequiredAt)
    return { ...account, state: 'reauthorization-required', message: REAUTHORIZATION_MESSAGE };
  if (row.lastError) return { ...account, state: 'error', message: row.lastError };
  return { ...account, state: 'connected' };
}

/** SPEC §7 service-provider-options: every provider, in the SPEC §3 order, for a seller the caller sees. */
export async function getServiceProviderOptions(
  deps: { db: Database; env: Env },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TServiceProviderOption[]> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const rows = await findSellerConnections(deps.db, seller.id);
  return SERVICE_PROVIDERS.map((provider) => ({
    provider,
    name: SERVICE_PROVIDER_NAMES[provider],
    availability: availabilityOf(provider, deps.env),
    connection: connectionStateOf(rows.find((row) => row.provider === provider)),
  }));
}
