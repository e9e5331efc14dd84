// A seller's Seller Central sync: opens the connection (the refresh token is
// unsealed here and nowhere else), refreshes the marketplaces the account
// sells in, then runs the steps asked for in order. Each step's state lives in
// sp_api_sync_steps (claimed by one run at a time); a step that fails is
// recorded and the others still run; a lost authorisation stops the run,
// marks the connection and mails the seller's users once. The first sync after
// an authorisation is the backfill: complete when every step has succeeded once.
import type { TRegion } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { openSecret } from '../../platform/crypto/secret-box.ts';
import type { Env } from '../../platform/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { processAccessTokens, type LwaAccessTokens } from './lwa-access-tokens.ts';
import { mailAuthorisationLost } from './authorisation-lost-mail.service.ts';
import { listParticipatingMarketplaceIds } from './sellers-api.ts';
import { SpApiAuthorisationLostError, SpApiRateLimitedError } from './sp-api.errors.ts';
import { createSpApiClient, type SpApiClient } from './sp-api-client.ts';
import { spApiConfigFrom } from './sp-api-config.ts';
import {
  findActiveSpApiConnection,
  recordAuthorisationLost,
  recordSyncError,
  recordSyncSuccess,
} from './sp-api-sync.queries.ts';
import type { SyncConnection, SyncStepDefinition, TSyncStep } from './sync-step.ts';
import { ALL_SYNC_STEPS, SYNC_STEP_DEFINITIONS } from './sync-steps.ts';
import {
  claimSyncStep,
  findKnownMarketplaceIds,
  findSyncSteps,
  markBackfillCompleted,
  markBackfillStarted,
  recordStepEnd,
  recordStepProgress,
  saveMarketplaceIds,
} from './sync-state.queries.ts';

export class SellerNotConnectedError extends Error {
  constructor() {
    super('This seller has no active Seller Central connection');
  }
}

export class SyncNotConfiguredError extends Error {
  constructor() {
    super(
      'This server cannot call Amazon: set AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET and CONNECTIONS_ENCRYPTION_KEY',
    );
  }
}

export interface SellerSyncOptions {
  db: Database;
  env: Env;
  /** Mails the lost-authorisation notice; without it (CLI) nothing is mailed. */
  mailer?: Mailer;
  tokens?: LwaAccessTokens;
  /** A line per progress update and per step end (the CLI prints them). */
  onProgress?: (line: string) => void;
  now?: Date;
}

export interface StepResult {
  step: TSyncStep;
  state: 'done' | 'waiting' | 'failed' | 'busy';
  summary: string;
  /** waiting: run the step again after this long. */
  waitMs?: number;
}

export interface SellerSyncResult {
  steps: StepResult[];
  authorisationLost: boolean;
}

const PROGRESS_INTERVAL_MS = 1_000;

export async function runSellerSync(
  options: SellerSyncOptions,
  sellerId: string,
  requested: readonly TSyncStep[] = ALL_SYNC_STEPS,
): Promise<SellerSyncResult> {
  const { db, env } = options;
  const config = spApiConfigFrom(env);
  if (!config || !env.CONNECTIONS_ENCRYPTION_KEY) throw new SyncNotConfiguredError();
  const row = await findActiveSpApiConnection(db, sellerId);
  if (!row) throw new SellerNotConnectedError();
  const connection: SyncConnection = {
    id: row.id,
    accountId: row.externalAccountId,
    region: row.region as TRegion,
    marketplaceIds: row.marketplaceIds,
  };
  const client = createSpApiClient({
    db,
    config,
    tokens: options.tokens ?? processAccessTokens(config),
    connection: {
      id: row.id,
      accountId: row.externalAccountId,
      region: connection.region,
      refreshToken: openSecret(row.refreshTokenEncrypted, Buffer.from(env.CONNECTIONS_ENCRYPTION_KEY, 'base64')),
    },
  });
  const isBackfill = row.backfillCompletedAt === null;
  const result: SellerSyncResult = { steps: [], authorisationLost: false };
  // Amazon refused this authorisation already: only the seller re-authorising helps.
  if (row.reauthorizationRequiredAt !== null) return { ...result, authorisationLost: true };
  try {
    if (isBackfill) await markBackfillStarted(db, row.id);
    if (connection.marketplaceIds.length === 0 || requested.includes('settlements'))
      connection.marketplaceIds = await refreshMarketplaces(db, client, row.id);
    const steps = SYNC_STEP_DEFINITIONS.filter((step) => requested.includes(step.name));
    for (const step of steps)
      result.steps.push(await runStep(options, { sellerId, connection, client, isBackfill }, step));
  } catch (error) {
    if (!(error instanceof SpApiAuthorisationLostError)) throw error;
    result.authorisationLost = true;
    await recordAuthorisationLost(db, row.id, error.message);
    // Mailed once per loss: a new authorisation clears the mark (saveConnection).
    if (row.reauthorizationRequiredAt === null && options.mailer)
      await mailAuthorisationLost({ db, env, mailer: options.mailer }, sellerId);
    return result;
  }
  const failed = result.steps.filter((step) => step.state === 'failed');
  if (failed.length === 0) await recordSyncSuccess(db, row.id);
  else await recordSyncError(db, row.id, failed.map((step) => `${step.step}: ${step.summary}`).join('; '));
  if (isBackfill && (await isEveryStepDone(db, sellerId))) await markBackfillCompleted(db, row.id);
  return result;
}

async function refreshMarketplaces(db: Database, client: SpApiClient, connectionId: string): Promise<string[]> {
  const ids = await findKnownMarketplaceIds(db, await listParticipatingMarketplaceIds(client));
  await saveMarketplaceIds(db, connectionId, ids);
  return ids;
}

async function runStep(
  options: SellerSyncOptions,
  run: { sellerId: string; connection: SyncConnection; client: SpApiClient; isBackfill: boolean },
  step: SyncStepDefinition,
): Promise<StepResult> {
  const { db } = options;
  const print = (line: string) => options.onProgress?.(`${step.name}: ${line}`);
  const claimed = await claimSyncStep(db, run.sellerId, step.name);
  if (!claimed) {
    print('another sync is running this step');
    return { step: step.name, state: 'busy', summary: 'another sync is running this step' };
  }
  let lastWrite = 0;
  const context = {
    db,
    env: options.env,
    client: run.client,
    sellerId: run.sellerId,
    connection: run.connection,
    now: options.now ?? new Date(),
    isBackfill: run.isBackfill,
    cursor: claimed.cursor,
    async progress(update: { done: number; total: number | null; label: string }) {
      print(update.label);
      if (Date.now() - lastWrite < PROGRESS_INTERVAL_MS) return;
      lastWrite = Date.now();
      // Progress is for people watching; a failed write of it must not fail the step.
      await recordStepProgress(db, run.sellerId, step.name, update).catch(() => undefined);
    },
  };
  try {
    const outcome = await step.run(context);
    const waiting = outcome.waitMs !== undefined;
    await recordStepEnd(db, run.sellerId, step.name, {
      status: waiting ? 'waiting' : 'idle',
      cursor: outcome.cursor,
      dataThrough: outcome.dataThrough,
    });
    print(outcome.summary);
    return waiting
      ? { step: step.name, state: 'waiting', summary: outcome.summary, waitMs: outcome.waitMs }
      : { step: step.name, state: 'done', summary: outcome.summary };
  } catch (error) {
    if (error instanceof SpApiRateLimitedError) {
      // Amazon's rate for this account is used up for a while: come back when a slot is free.
      await recordStepEnd(db, run.sellerId, step.name, { status: 'waiting' });
      print(`waiting ${Math.ceil(error.retryAfterMs / 1000)} s for Amazon's rate limit`);
      return { step: step.name, state: 'waiting', summary: 'waiting for the rate limit', waitMs: error.retryAfterMs };
    }
    const message = (error as Error).message;
    await recordStepEnd(db, run.sellerId, step.name, { status: 'failed', error: message });
    if (error instanceof SpApiAuthorisationLostError) throw error;
    print(`failed: ${message}`);
    return { step: step.name, state: 'failed', summary: message };
  }
}

async function isEveryStepDone(db: Database, sellerId: string): Promise<boolean> {
  const rows = await findSyncSteps(db, sellerId);
  return ALL_SYNC_STEPS.every((step) => rows.some((row) => row.step === step && row.lastSuccessAt !== null));
}
