// The steps of a seller's Seller Central sync (settlements, finances, orders,
// inventory, catalog, traffic, health). The sync runner opens the connection,
// runs the steps asked for in order, and records each one's state in
// sp_api_sync_steps; a step only fetches and stores its data. A step is
// idempotent (running it twice stores the same rows) and resumable from its
// cursor, which the runner saves when the step returns.
import type { TRegion } from '@brandlens/contracts';
import { SP_API_SYNC_STEPS, type Database } from '@brandlens/db';
import { z } from 'zod';
import type { Env } from '../../platform/env.ts';
import type { SpApiClient } from './sp-api-client.ts';

export type TSyncStep = (typeof SP_API_SYNC_STEPS)[number];

export interface SyncConnection {
  /** seller_connections.id */
  id: string;
  /** The selling partner id. */
  accountId: string;
  region: TRegion;
  /** The marketplaces the account sells in (Sellers API), refreshed by the runner before the steps. */
  marketplaceIds: string[];
}

export interface SyncStepProgress {
  done: number;
  /** null while the step does not know how much there is to do. */
  total: number | null;
  /** What the step is doing, for the Connections tab and the CLI ('orders: page 3', 'report 2 of 5: importing'). */
  label: string;
}

export interface SyncStepContext {
  db: Database;
  env: Env;
  client: SpApiClient;
  sellerId: string;
  connection: SyncConnection;
  now: Date;
  /** The first sync after an authorisation: reach as far back as Amazon allows (90 days of settlements, 2 years of orders). */
  isBackfill: boolean;
  /** What the step saved at its last run (null the first time). */
  cursor: Record<string, unknown> | null;
  /** Records progress on the step's row (throttled by the runner) and prints it on the CLI. */
  progress(update: SyncStepProgress): Promise<void>;
}

export interface SyncStepOutcome {
  /** One line for the CLI and the logs: what was fetched and stored. */
  summary: string;
  /** Saved for the next run; undefined keeps the saved one. */
  cursor?: Record<string, unknown> | null;
  /** Data is complete up to here (shown as freshness); undefined keeps the saved one. */
  dataThrough?: Date | null;
  /**
   * A report Amazon is still making: the runner marks the step 'waiting' and runs it again after
   * this many milliseconds (the cursor says which report to look at).
   */
  waitMs?: number;
}

export interface SyncStepDefinition {
  name: TSyncStep;
  run(context: SyncStepContext): Promise<SyncStepOutcome>;
}

/** A step name in a job payload or a CLI option. */
export const ZSyncStep = z.enum(SP_API_SYNC_STEPS);
