// Limits shared by every API process: counters live in PostgreSQL (one row
// per limit and subject, updated atomically), so a limit holds however many
// processes answer and however many requests race. The numbers are in
// rate-limits.ts; why fixed windows and these subjects: ADR 0028.
import { createHash } from 'node:crypto';
import type { Database } from '@brandlens/db';
import { AppError } from '../errors.ts';
import { addCounterHits, deleteCounter, deleteEndedCounters, removeCounterHits } from './rate-limit.queries.ts';

export interface RateLimit {
  /** Part of the counter key; unique per limit. */
  name: string;
  max: number;
  windowSeconds: number;
}

export type RateLimitOutcome = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** A 429 with the wait in a Retry-After header. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: string, message: string, retryAfterSeconds: number) {
    super(429, code, message);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// The subject (an address, a client address, an id) is hashed: the table holds no one's address.
const counterKey = (limit: RateLimit, subject: string) =>
  `${limit.name}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('hex')}`;

const PURGE_INTERVAL_MS = 10 * 60_000;
let lastPurgeAt = 0;

/** Counts `cost` hits (e.g. one per address invited) against a limit for a subject, unless that would pass it. */
export async function takeRateLimit(
  db: Database,
  limit: RateLimit,
  subject: string,
  cost = 1,
): Promise<RateLimitOutcome> {
  if (Date.now() - lastPurgeAt > PURGE_INTERVAL_MS) {
    lastPurgeAt = Date.now();
    await deleteEndedCounters(db);
  }
  if (cost > limit.max) return { isAllowed: false, retryAfterSeconds: limit.windowSeconds };
  const outcome = await addCounterHits(db, counterKey(limit, subject), cost, limit.max, limit.windowSeconds);
  if (outcome.isAllowed) return { isAllowed: true };
  return { isAllowed: false, retryAfterSeconds: Math.max(1, outcome.secondsLeft ?? limit.windowSeconds) };
}

/** Gives hits back, e.g. a client's login that succeeded is not a failure. */
export async function releaseRateLimit(db: Database, limit: RateLimit, subject: string, cost = 1): Promise<void> {
  await removeCounterHits(db, counterKey(limit, subject), cost);
}

/** Starts the subject's count from zero, e.g. an account's failed logins after a password reset. */
export async function clearRateLimit(db: Database, limit: RateLimit, subject: string): Promise<void> {
  await deleteCounter(db, counterKey(limit, subject));
}

/** '1 minute', '12 minutes', '3 hours': how long to wait, rounded up, for messages. */
export function formatWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
