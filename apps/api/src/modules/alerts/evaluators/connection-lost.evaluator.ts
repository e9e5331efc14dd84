// A connection the seller has to act on: the provider refused its authorisation (only
// re-authorising helps), or its sync has kept failing for a day: since its last success, or
// since it was authorised when it never succeeded after that. Seller Central is judged per
// sync step, since the frequent order syncs can succeed while the daily reports keep failing.
import { SERVICE_PROVIDER_NAMES, type TServiceProvider } from '@brandlens/contracts';
import { findSyncSteps } from '../../amazon-sp-api/sync-state.queries.ts';
import { findSellerConnections } from '../../connections/connections.queries.ts';
import { always, type AlertCandidate, type AlertEvaluator } from '../alert-evaluator.ts';
import { availableWhen } from './alert-availability.ts';

/** How long a sync may keep failing before the seller is told: a day of retries is normal. */
export const SYNC_FAILING_HOURS = 24;
const SP_API_PROVIDERS: ReadonlySet<string> = new Set(['autopilot_spapi_basic', 'autopilot_spapi_ops']);

export const NO_CONNECTION_REASON =
  'Connect Amazon Seller Central, Amazon Advertising or Shopify: there is no connection to watch';

type Connection = Awaited<ReturnType<typeof findSellerConnections>>[number];

const providerName = (provider: string) => SERVICE_PROVIDER_NAMES[provider as TServiceProvider] ?? provider;
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The later of a last success and the authorisation: a new authorisation starts the clock again. */
const okSince = (lastSuccessAt: Date | null, connection: Connection) =>
  Math.max(lastSuccessAt?.getTime() ?? 0, connection.authorizedAt.getTime());

function lostCandidate(connection: Connection, reason: string, figures: AlertCandidate['figures']): AlertCandidate {
  const subject = `${providerName(connection.provider)} (${connection.region.toUpperCase()}, ${connection.externalAccountId})`;
  return {
    subjectKind: 'connection',
    subjectKey: connection.provider,
    subject,
    value: null,
    title: `Connection lost: ${providerName(connection.provider)}`,
    message: `${subject}: ${reason}`,
    figures: {
      provider: connection.provider,
      region: connection.region,
      accountId: connection.externalAccountId,
      lastError: connection.lastError,
      lastSyncedAt: iso(connection.lastSyncedAt),
      ...figures,
    },
  };
}

export const connectionLostEvaluator: AlertEvaluator = {
  type: 'connection-lost',
  breaches: always,
  async availability({ db, sellerId }) {
    return availableWhen((await findSellerConnections(db, sellerId)).length > 0, NO_CONNECTION_REASON);
  },
  async evaluate({ db, sellerId, now }) {
    const connections = await findSellerConnections(db, sellerId);
    const steps = await findSyncSteps(db, sellerId);
    const cutoff = now.getTime() - SYNC_FAILING_HOURS * 3_600_000;
    // An inactive connection is an account already active for another seller: nothing syncs, nothing is lost.
    return connections.flatMap((connection) => {
      if (connection.status !== 'active') return [];
      if (connection.reauthorizationRequiredAt) {
        const since = connection.reauthorizationRequiredAt.toISOString().slice(0, 10);
        return [
          lostCandidate(
            connection,
            `the authorisation was refused on ${since}; re-authorise the account to sync again.`,
            {
              reauthorizationRequiredAt: iso(connection.reauthorizationRequiredAt),
              failingSteps: null,
            },
          ),
        ];
      }
      const failingSteps = SP_API_PROVIDERS.has(connection.provider)
        ? steps.filter((step) => step.lastError !== null && okSince(step.lastSuccessAt, connection) <= cutoff)
        : [];
      const isConnectionFailing =
        connection.lastError !== null && okSince(connection.lastSyncedAt, connection) <= cutoff;
      if (failingSteps.length === 0 && !isConnectionFailing) return [];
      const errors = failingSteps.map((step) => `${step.step}: ${step.lastError}`);
      const detail = errors.length > 0 ? errors.join('; ') : (connection.lastError ?? '');
      return [
        lostCandidate(connection, `the sync has been failing for more than ${SYNC_FAILING_HOURS} hours (${detail}).`, {
          reauthorizationRequiredAt: null,
          failingSteps: failingSteps.map((step) => step.step).join(', ') || null,
        }),
      ];
    });
  },
};
