// One seller's Amazon Advertising sync (docs/amazon-ads-sync.md): opens the
// connection (ads-connection-client.ts unseals its refresh token), refreshes
// Amazon's list of profiles, then for each profile the seller chose: the
// campaign structure, and the daily reports due or still open. A profile that
// fails is recorded and the others go on; a lost authorisation stops the run
// and marks the connection. What was stored then moves the P&L's ad estimates.
import type { Database } from '@brandlens/db';
import type { Env } from '../../platform/env.ts';
import { recordAuthorisationLost, recordSyncError, recordSyncSuccess } from '../amazon-sp-api/sp-api-sync.queries.ts';
import { rebuildAdEstimates } from './ad-estimates.service.ts';
import type { AdsAccessTokens } from './ads-access-tokens.ts';
import type { AdsApiClient } from './ads-api-client.ts';
import { AdsAuthorisationLostError, AdsRateLimitedError } from './ads-api.errors.ts';
import { adsClientForConnection } from './ads-connection-client.ts';
import { findActiveAdsConnection } from './ads-connection.queries.ts';
import { syncAdEntities } from './ads-entities-sync.ts';
import { adsConfigFrom } from './ads-lwa.ts';
import { refreshAdProfiles } from './ads-profiles-api.ts';
import { findAdProfiles, recordProfileSync, type AdProfileRow } from './ads-profiles.queries.ts';
import { syncAdReports } from './ads-reports.ts';

export class AdsNotConnectedError extends Error {
  constructor() {
    super('This seller has no active Amazon Advertising connection');
  }
}

export class AdsSyncNotConfiguredError extends Error {
  constructor() {
    super('This server cannot call Amazon Ads: set the Login with Amazon client and CONNECTIONS_ENCRYPTION_KEY');
  }
}

export interface AdsSyncOptions {
  db: Database;
  env: Env;
  tokens?: AdsAccessTokens;
  sleep?: (ms: number) => Promise<void>;
  now?: Date;
}

export interface AdsSyncResult {
  state: 'done' | 'waiting' | 'failed' | 'authorisation-lost';
  openReports: number;
  reportsStored: number;
  rowsStored: number;
  /** waiting: run again after this long; undefined leaves it to the schedule. */
  waitMs?: number;
  problems: string[];
}

/** Amazon makes most reports within minutes: look again soon, then less often; after 2 hours the schedule does. */
export function nextReportCheckMs(oldestOpenAt: Date, now: Date): number | undefined {
  const age = now.getTime() - oldestOpenAt.getTime();
  if (age < 5 * 60_000) return 15_000;
  if (age < 30 * 60_000) return 60_000;
  if (age < 2 * 3600_000) return 5 * 60_000;
  return undefined;
}

async function syncProfile(db: Database, client: AdsApiClient, sellerId: string, profile: AdProfileRow, now: Date) {
  const target = {
    sellerId,
    profileId: profile.profileId,
    marketplaceId: profile.marketplaceId,
    currency: profile.currency,
  };
  await syncAdEntities(db, client, target);
  return syncAdReports(db, client, { ...target, timezone: profile.timezone }, now);
}

export async function runAdsSync(options: AdsSyncOptions, sellerId: string): Promise<AdsSyncResult> {
  const { db } = options;
  const config = adsConfigFrom(options.env);
  if (!config) throw new AdsSyncNotConfiguredError();
  const row = await findActiveAdsConnection(db, sellerId);
  if (!row) throw new AdsNotConnectedError();
  const result: AdsSyncResult = { state: 'done', openReports: 0, reportsStored: 0, rowsStored: 0, problems: [] };
  if (row.reauthorizationRequiredAt !== null) return { ...result, state: 'authorisation-lost' };
  const client = adsClientForConnection(config, row, options);
  const now = options.now ?? new Date();
  const waits: number[] = [];
  let oldestOpenAt: Date | null = null;
  try {
    const listed = new Set((await refreshAdProfiles(db, client, sellerId, row.id)).map((profile) => profile.profileId));
    for (const profile of (await findAdProfiles(db, sellerId)).filter((candidate) => candidate.selected)) {
      const name = `${profile.countryCode} ${profile.accountName}`.trim();
      if (!listed.has(profile.profileId)) {
        const message =
          'Amazon no longer lists this profile for the connected account: connect the account that manages it.';
        await recordProfileSync(db, sellerId, [profile.profileId], message);
        result.problems.push(`${name}: ${message}`);
        continue;
      }
      try {
        const outcome = await syncProfile(db, client, sellerId, profile, now);
        result.openReports += outcome.open;
        result.reportsStored += outcome.stored;
        result.rowsStored += outcome.rowsStored;
        if (outcome.oldestOpenAt && (!oldestOpenAt || outcome.oldestOpenAt < oldestOpenAt))
          oldestOpenAt = outcome.oldestOpenAt;
        result.problems.push(...outcome.problems.map((problem) => `${name}: ${problem}`));
        await recordProfileSync(
          db,
          sellerId,
          [profile.profileId],
          outcome.problems.length > 0 ? outcome.problems.join('; ') : null,
        );
      } catch (error) {
        if (error instanceof AdsAuthorisationLostError) throw error;
        // Amazon asked for a longer pause than a run waits: the rest of this profile comes next time.
        if (error instanceof AdsRateLimitedError) waits.push(error.retryAfterMs);
        else {
          await recordProfileSync(db, sellerId, [profile.profileId], (error as Error).message);
          result.problems.push(`${name}: ${(error as Error).message}`);
        }
      }
    }
  } catch (error) {
    if (error instanceof AdsAuthorisationLostError) {
      await recordAuthorisationLost(db, row.id, error.message);
      return { ...result, state: 'authorisation-lost', problems: [error.message] };
    }
    if (!(error instanceof AdsRateLimitedError)) {
      await recordSyncError(db, row.id, (error as Error).message);
      return { ...result, state: 'failed', problems: [(error as Error).message] };
    }
    waits.push(error.retryAfterMs);
  }
  if (result.rowsStored > 0)
    await rebuildAdEstimates(db, sellerId).catch((error: unknown) =>
      result.problems.push(`the ad spend estimates of the P&L: ${(error as Error).message}`),
    );
  if (result.problems.length > 0) await recordSyncError(db, row.id, result.problems.join('; '));
  else await recordSyncSuccess(db, row.id);
  const reportCheck = oldestOpenAt ? nextReportCheckMs(oldestOpenAt, now) : undefined;
  if (reportCheck !== undefined) waits.push(reportCheck);
  const isWaiting = result.openReports > 0 || waits.length > 0;
  return {
    ...result,
    state: isWaiting ? 'waiting' : result.problems.length > 0 ? 'failed' : 'done',
    ...(waits.length > 0 ? { waitMs: Math.min(...waits) } : {}),
  };
}
