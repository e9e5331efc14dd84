// Every step of a Seller Central sync, in the order a sync runs them: money
// first (settlements, then what is not settled yet, then orders, whose
// estimates leave out orders that have money), then the data of the
// inventory, product and account-health pages, and the customer returns of
// Customer satisfaction.
import { catalogSyncStep } from './catalog-sync.step.ts';
import { financesSyncStep } from './finances-sync.step.ts';
import { healthSyncStep } from './health-sync.step.ts';
import { inventorySyncStep } from './inventory-sync.step.ts';
import { ordersSyncStep } from './orders-sync.step.ts';
import { returnsSyncStep } from './returns-sync.step.ts';
import { settlementsSyncStep } from './settlements-sync.step.ts';
import { trafficSyncStep } from './traffic-sync.step.ts';
import type { SyncStepDefinition, TSyncStep } from './sync-step.ts';

export const SYNC_STEP_DEFINITIONS: readonly SyncStepDefinition[] = [
  settlementsSyncStep,
  financesSyncStep,
  ordersSyncStep,
  inventorySyncStep,
  catalogSyncStep,
  trafficSyncStep,
  healthSyncStep,
  returnsSyncStep,
];

export const ALL_SYNC_STEPS: readonly TSyncStep[] = SYNC_STEP_DEFINITIONS.map((step) => step.name);

/** The steps kept fresh every few minutes (AMAZON_SP_API_FRESH_SYNC_CRON): what an order changes. */
export const FRESH_SYNC_STEPS: readonly TSyncStep[] = ALL_SYNC_STEPS.filter((step) =>
  ['finances', 'orders'].includes(step),
);

/** The steps asked for, each once, in the order a sync runs them. */
export const orderedSteps = (steps: readonly TSyncStep[]): TSyncStep[] =>
  ALL_SYNC_STEPS.filter((step) => steps.includes(step));

/** The sync job's singleton key: one queued job per seller and step set, whatever order the steps were asked in. */
export const syncJobKey = (sellerId: string, steps: readonly TSyncStep[]): string =>
  `${sellerId}:${orderedSteps(steps).join(',')}`;
