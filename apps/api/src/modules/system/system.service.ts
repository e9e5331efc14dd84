import type { THealth } from '@brandlens/contracts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { APP_VERSION } from '../../platform/version.ts';
import { findLastWorkerBeat, pingDatabase } from './system.queries.ts';

export const HEALTH_PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A late rejection of the abandoned probe must not become unhandled.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthReport {
  health: THealth;
  /** Why the database probe failed, for the server log only: callers see the state word. */
  failure?: unknown;
}

/**
 * Probes the database on every call (no cached state), so health turns
 * healthy again by itself as soon as the database answers.
 */
export async function getHealth(deps: Pick<AppDeps, 'pool' | 'db'>): Promise<HealthReport> {
  const startedAt = performance.now();
  try {
    await withTimeout(pingDatabase(deps.pool), HEALTH_PROBE_TIMEOUT_MS);
    const latencyMs = Math.round((performance.now() - startedAt) * 10) / 10;
    const lastBeat = await withTimeout(findLastWorkerBeat(deps.db), HEALTH_PROBE_TIMEOUT_MS);
    return {
      health: {
        status: 'ok',
        version: APP_VERSION,
        database: { status: 'up', latencyMs },
        jobs: { lastWorkerBeatAt: lastBeat?.toISOString() ?? null },
      },
    };
  } catch (error) {
    return {
      health: {
        status: 'unavailable',
        version: APP_VERSION,
        database: { status: 'down' },
        jobs: { lastWorkerBeatAt: null },
      },
      failure: error,
    };
  }
}
