import {
  AMAZON_SYNC_STEP_NAMES,
  type TAmazonSyncStatus,
  type TAmazonSyncStepState,
  type TServiceProviderOption,
} from '@brandlens/contracts';
import { formatDateTime, formatRelativeTime } from '../../../lib/format/format-date-time';

// How the Seller Central sync reads on the Connections tab. Pure, so each wording is tested apart
// from the screen.

/**
 * Worth watching closely: the first sync of a connection is due or under way, or a step is at work
 * (running, or waiting for a report Amazon is still making).
 */
export const isSyncBusy = (status: TAmazonSyncStatus): boolean =>
  (status.connected && status.backfill.state !== 'complete') ||
  status.currentStep !== null ||
  status.steps.some((step) => step.status === 'running' || step.status === 'waiting');

export const isSyncRunning = (status: TAmazonSyncStatus): boolean =>
  status.currentStep !== null || status.steps.some((step) => step.status === 'running');

/**
 * When each step last started. A sync asked for with Sync now is queued until this changes: the
 * status has no queue of its own, and comparing with what the page saw avoids trusting clocks.
 */
export const stepStarts = (status: TAmazonSyncStatus): string =>
  status.steps.map((step) => `${step.step}:${step.startedAt ?? ''}`).join('|');

/** While a sync is queued, runs or waits for Amazon, the tab follows it closely; otherwise once a minute. */
export const SYNC_BUSY_POLL_MS = 5_000;
export const SYNC_IDLE_POLL_MS = 60_000;

/** queuedAfter: the step starts seen when Sync now was accepted (null when it was not used). */
export function syncPollInterval(status: TAmazonSyncStatus | undefined, queuedAfter: string | null): number {
  if (!status) return SYNC_IDLE_POLL_MS;
  const isQueued = queuedAfter !== null && stepStarts(status) === queuedAfter;
  return isQueued || isSyncBusy(status) ? SYNC_BUSY_POLL_MS : SYNC_IDLE_POLL_MS;
}

/**
 * What changes the figures or the connection's state: a step or a sync that succeeds, a new error,
 * the connection lost or back. The tab refreshes the other reads when it changes.
 */
export const syncOutcomeKey = (status: TAmazonSyncStatus): string =>
  [
    status.connected,
    status.lastSuccessAt,
    status.lastError,
    ...status.steps.map((step) => `${step.step}:${step.lastSuccessAt ?? ''}:${step.lastError ?? ''}`),
  ].join('|');

/** The Seller Central option whose connection the sync uses: the last one authorised, as on the server. */
export function syncedSellerCentralOption(options: TServiceProviderOption[]): TServiceProviderOption | null {
  let latest: { option: TServiceProviderOption; authorizedAt: string } | null = null;
  for (const option of options) {
    const isSellerCentral = option.provider === 'autopilot_spapi_basic' || option.provider === 'autopilot_spapi_ops';
    if (!isSellerCentral || option.connection.state === 'not-connected') continue;
    if (!latest || option.connection.authorizedAt > latest.authorizedAt)
      latest = { option, authorizedAt: option.connection.authorizedAt };
  }
  return latest?.option ?? null;
}

/** '5 minutes ago (23 Nov 2026, 10:05 UTC)': relative to when the status was read, and absolute. */
export const describeMoment = (iso: string, now: Date): string =>
  `${formatRelativeTime(iso, now)} (${formatDateTime(iso)})`;

const percentOf = (done: number, total: number): number => Math.min(100, Math.floor((done / total) * 100));

/** The step the sync is on now, or one waiting for Amazon; null when nothing is at work. */
export function currentStepOf(status: TAmazonSyncStatus): TAmazonSyncStepState | null {
  return (
    status.steps.find((step) => step.step === status.currentStep) ??
    status.steps.find((step) => step.status === 'running') ??
    status.steps.find((step) => step.status === 'waiting') ??
    null
  );
}

export interface StepBadge {
  label: string;
  color: string;
}

export function stepBadge(step: TAmazonSyncStepState): StepBadge {
  if (step.status === 'running') return { label: 'Running', color: 'blue' };
  if (step.status === 'waiting') return { label: 'Waiting for Amazon', color: 'yellow' };
  if (step.status === 'failed') return { label: 'Failed', color: 'red' };
  return step.lastSuccessAt ? { label: 'Done', color: 'teal' } : { label: 'Not run yet', color: 'gray' };
}

/** The progress column: what a step at work is doing ('page 3 of 12 · 25 %'), else how far its data reaches. */
export function describeStepProgress(step: TAmazonSyncStepState): string {
  if (step.status !== 'running' && step.status !== 'waiting')
    return step.dataThrough ? `Data through ${formatDateTime(step.dataThrough)}` : '—';
  const { done, total } = step.progress;
  const label = step.progress.label ?? (step.status === 'waiting' ? 'waiting for Amazon to make a report' : 'starting');
  return total && total > 0 ? `${label} · ${percentOf(done, total)} %` : label;
}

/** 'Orders: page 3 of 12 · 25 %': the step at work, by its display name. */
export const describeStepWork = (step: TAmazonSyncStepState): string =>
  `${AMAZON_SYNC_STEP_NAMES[step.step]}: ${describeStepProgress(step)}`;
