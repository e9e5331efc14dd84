// What "Sync now" of every Amazon connection shares: it needs a working connection, and takes one
// turn per seller a minute (a sync already queued is not doubled anyway, this keeps the queue calm).
import type { Database } from '@brandlens/db';
import { AppError } from '../../platform/errors.ts';
import { RateLimitedError, takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';

interface ConnectionState {
  status: string;
  reauthorizationRequiredAt: Date | null;
}

/** Active, and Amazon still accepts its authorisation. */
export const isWorkingConnection = (connection: ConnectionState | undefined): boolean =>
  connection?.status === 'active' && connection.reauthorizationRequiredAt === null;

/** 409 NOT_CONNECTED unless the seller's connection to `service` works. */
export function assertWorkingConnection(connection: ConnectionState | undefined, service: string): void {
  if (!isWorkingConnection(connection))
    throw new AppError(409, 'NOT_CONNECTED', `Connect ${service} first: this seller has no working connection.`);
}

/** Takes the seller's one turn a minute at the rate limit `name`; 429 SYNC_REQUESTED_RECENTLY when it is taken. */
export async function takeSyncNowTurn(db: Database, name: string, sellerId: string): Promise<void> {
  const outcome = await takeRateLimit(db, { name, max: 1, windowSeconds: 60 }, sellerId);
  if (!outcome.isAllowed)
    throw new RateLimitedError(
      'SYNC_REQUESTED_RECENTLY',
      'A sync was requested less than a minute ago; it is on its way.',
      outcome.retryAfterSeconds,
    );
}
