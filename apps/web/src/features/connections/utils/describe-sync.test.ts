import type { TAmazonSyncStatus, TAmazonSyncStepState, TServiceProviderOption } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import {
  currentStepOf,
  describeMoment,
  describeStepProgress,
  describeStepWork,
  isSyncBusy,
  isSyncRunning,
  stepBadge,
  stepStarts,
  SYNC_BUSY_POLL_MS,
  SYNC_IDLE_POLL_MS,
  syncedSellerCentralOption,
  syncOutcomeKey,
  syncPollInterval,
} from './describe-sync';

const step = (overrides: Partial<TAmazonSyncStepState> = {}): TAmazonSyncStepState => ({
  step: 'orders',
  status: 'idle',
  progress: { done: 0, total: null, label: null },
  startedAt: null,
  finishedAt: null,
  lastSuccessAt: null,
  lastError: null,
  dataThrough: null,
  ...overrides,
});

const status = (overrides: Partial<TAmazonSyncStatus> = {}): TAmazonSyncStatus => ({
  connected: true,
  backfill: { state: 'complete', startedAt: null, completedAt: null, percent: 100 },
  currentStep: null,
  nextRunAt: null,
  lastSuccessAt: null,
  lastError: null,
  steps: [step({ step: 'settlements' }), step()],
  ...overrides,
});

describe('describeStepProgress and describeStepWork', () => {
  it('tells a step at work by its label and, when the total is known, its percentage', () => {
    const running = step({ status: 'running', progress: { done: 3, total: 12, label: 'page 3 of 12' } });
    expect(describeStepProgress(running)).toBe('page 3 of 12 · 25 %');
    expect(describeStepWork(running)).toBe('Orders: page 3 of 12 · 25 %');
    expect(describeStepProgress(step({ status: 'running', progress: { done: 3, total: null, label: 'page 3' } }))).toBe(
      'page 3',
    );
    expect(describeStepWork(step({ step: 'settlements', status: 'waiting' }))).toBe(
      'Settlement reports: waiting for Amazon to make a report',
    );
  });

  it('tells how far the data of a step at rest reaches, with the time zone', () => {
    expect(describeStepProgress(step({ dataThrough: '2026-11-23T10:05:00.000Z' }))).toBe(
      'Data through 23 Nov 2026, 10:05 UTC',
    );
    expect(describeStepProgress(step())).toBe('—');
  });
});

describe('stepBadge', () => {
  it.each([
    [step({ status: 'running' }), 'Running'],
    [step({ status: 'waiting' }), 'Waiting for Amazon'],
    [step({ status: 'failed' }), 'Failed'],
    [step({ lastSuccessAt: '2026-11-23T10:05:00.000Z' }), 'Done'],
    [step(), 'Not run yet'],
  ])('labels %#', (state, label) => expect(stepBadge(state).label).toBe(label));
});

describe('sync state', () => {
  it('is busy while the first sync of a connection is due, or a step runs or waits', () => {
    expect(isSyncBusy(status())).toBe(false);
    expect(
      isSyncBusy(status({ backfill: { state: 'not-started', startedAt: null, completedAt: null, percent: 0 } })),
    ).toBe(true);
    expect(
      isSyncBusy(
        status({ connected: false, backfill: { state: 'running', startedAt: null, completedAt: null, percent: 0 } }),
      ),
    ).toBe(false);
    expect(isSyncBusy(status({ steps: [step({ status: 'waiting' })] }))).toBe(true);
    expect(isSyncRunning(status({ steps: [step({ status: 'waiting' })] }))).toBe(false);
    expect(isSyncRunning(status({ currentStep: 'orders' }))).toBe(true);
  });

  it('is polled every 5 s while a sync is queued, runs or waits, else every minute', () => {
    const idle = status();
    expect(syncPollInterval(idle, null)).toBe(SYNC_IDLE_POLL_MS);
    expect(syncPollInterval(undefined, null)).toBe(SYNC_IDLE_POLL_MS);
    expect(syncPollInterval(status({ steps: [step({ status: 'running' })] }), null)).toBe(SYNC_BUSY_POLL_MS);
    expect(syncPollInterval(status({ steps: [step({ status: 'waiting' })] }), null)).toBe(SYNC_BUSY_POLL_MS);
    // Queued after Sync now until a step starts; then the steps themselves say whether it is busy.
    expect(syncPollInterval(idle, stepStarts(idle))).toBe(SYNC_BUSY_POLL_MS);
    const startedAndDone = status({ steps: [step({ startedAt: '2026-11-23T10:05:00.000Z' })] });
    expect(syncPollInterval(startedAndDone, stepStarts(idle))).toBe(SYNC_IDLE_POLL_MS);
    expect([SYNC_BUSY_POLL_MS, SYNC_IDLE_POLL_MS]).toEqual([5_000, 60_000]);
  });

  it('finds the step at work, the running one before one waiting', () => {
    const waiting = step({ step: 'settlements', status: 'waiting' });
    const running = step({ status: 'running' });
    expect(currentStepOf(status({ steps: [waiting, running] }))).toBe(running);
    expect(currentStepOf(status({ steps: [waiting, step()] }))).toBe(waiting);
    expect(currentStepOf(status())).toBeNull();
  });

  it('sees a step start, and an outcome change, in its keys', () => {
    const before = status();
    const started = status({ steps: [step({ step: 'settlements', startedAt: '2026-11-23T10:05:00.000Z' }), step()] });
    expect(stepStarts(started)).not.toBe(stepStarts(before));
    expect(syncOutcomeKey(started)).toBe(syncOutcomeKey(before));
    const succeeded = status({
      steps: [step({ step: 'settlements', lastSuccessAt: '2026-11-23T10:06:00.000Z' }), step()],
    });
    expect(syncOutcomeKey(succeeded)).not.toBe(syncOutcomeKey(before));
    expect(syncOutcomeKey(status({ connected: false }))).not.toBe(syncOutcomeKey(before));
  });

  it('says a moment relative to when the status was read, and absolute', () => {
    expect(describeMoment('2026-11-23T10:00:00.000Z', new Date('2026-11-23T10:05:00.000Z'))).toBe(
      '5 minutes ago (23 Nov 2026, 10:00 UTC)',
    );
  });
});

describe('syncedSellerCentralOption', () => {
  const account = { region: 'eu' as const, accountId: 'A1', lastSyncedAt: null };
  const option = (
    provider: TServiceProviderOption['provider'],
    authorizedAt: string | null,
  ): TServiceProviderOption => ({
    provider,
    name: 'Amazon Seller Central',
    availability: 'available',
    connection: authorizedAt ? { state: 'connected', ...account, authorizedAt } : { state: 'not-connected' },
  });

  it('picks the Seller Central connection authorised last, as the sync does', () => {
    const basic = option('autopilot_spapi_basic', '2026-11-01T00:00:00.000Z');
    const ops = option('autopilot_spapi_ops', '2026-11-12T00:00:00.000Z');
    const ads = option('autopilot_amazon_ads', '2026-11-20T00:00:00.000Z');
    expect(syncedSellerCentralOption([basic, ops, ads])).toBe(ops);
    expect(syncedSellerCentralOption([basic, option('autopilot_spapi_ops', null)])).toBe(basic);
    expect(syncedSellerCentralOption([option('autopilot_spapi_basic', null), ads])).toBeNull();
  });
});
