// What the Connections tab and the pages' freshness line read about a
// seller's Seller Central sync, for a seller the caller may see (404 else).
import { CronExpressionParser } from 'cron-parser';
import type { TAmazonSyncStatus, TAmazonSyncStepState, TDataFreshness } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Env } from '../../platform/env.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { assertWorkingConnection, isWorkingConnection, takeSyncNowTurn } from '../connections/sync-now.service.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { requestSellerSync } from './sync-requests.ts';
import { ALL_SYNC_STEPS } from './sync-steps.ts';
import { findSyncSteps } from './sync-state.queries.ts';
import { findDataFreshness, findSpApiConnectionState } from './sync-status.queries.ts';

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** The next time a schedule fires after `now`; null for an expression that does not parse. */
export function nextCronRun(expression: string, now: Date): Date | null {
  try {
    return CronExpressionParser.parse(expression, { tz: 'UTC', currentDate: now }).next().toDate();
  } catch {
    return null;
  }
}

export async function getAmazonSyncStatus(
  deps: { db: Database; env: Env },
  auth: AuthContext,
  sellerIdOrSlug: string,
  now = new Date(),
): Promise<TAmazonSyncStatus> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const connection = await findSpApiConnectionState(deps.db, seller.id);
  const rows = await findSyncSteps(deps.db, seller.id);
  const steps: TAmazonSyncStepState[] = ALL_SYNC_STEPS.map((step) => {
    const row = rows.find((candidate) => candidate.step === step);
    return {
      step,
      status: (row?.status ?? 'idle') as TAmazonSyncStepState['status'],
      progress: { done: row?.progressDone ?? 0, total: row?.progressTotal ?? null, label: row?.progressLabel ?? null },
      startedAt: iso(row?.startedAt),
      finishedAt: iso(row?.finishedAt),
      lastSuccessAt: iso(row?.lastSuccessAt),
      lastError: row?.lastError ?? null,
      dataThrough: iso(row?.dataThrough),
    };
  });
  const connected = isWorkingConnection(connection);
  const succeeded = steps.filter((step) => step.lastSuccessAt !== null).length;
  const backfillState = !connection?.backfillStartedAt
    ? 'not-started'
    : connection.backfillCompletedAt
      ? 'complete'
      : 'running';
  const runs = [deps.env.AMAZON_SP_API_SYNC_CRON, deps.env.AMAZON_SP_API_FRESH_SYNC_CRON]
    .map((expression) => nextCronRun(expression, now))
    .filter((run): run is Date => run !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  return {
    connected,
    backfill: {
      state: backfillState,
      startedAt: iso(connection?.backfillStartedAt),
      completedAt: iso(connection?.backfillCompletedAt),
      percent: backfillState === 'complete' ? 100 : Math.floor((succeeded / ALL_SYNC_STEPS.length) * 100),
    },
    currentStep: steps.find((step) => step.status === 'running')?.step ?? null,
    nextRunAt: connected ? iso(runs[0]) : null,
    lastSuccessAt: iso(connection?.lastSyncedAt),
    lastError: connection?.lastError ?? null,
    steps,
  };
}

export async function requestAmazonSync(
  deps: { db: Database; env: Env; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<void> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const connection = await findSpApiConnectionState(deps.db, seller.id);
  assertWorkingConnection(connection, 'Amazon Seller Central');
  await takeSyncNowTurn(deps.db, 'amazon-sync-now', seller.id);
  await requestSellerSync(deps, seller.id, ALL_SYNC_STEPS, 'manual');
}

export async function getDataFreshness(
  deps: { db: Database },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TDataFreshness> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const freshness = await findDataFreshness(deps.db, seller.id);
  return {
    settledThrough: freshness.settledThrough ? freshness.settledThrough.toISOString().slice(0, 10) : null,
    estimatedThrough: iso(freshness.estimatedThrough),
    lastImportAt: iso(freshness.lastImportAt),
  };
}
