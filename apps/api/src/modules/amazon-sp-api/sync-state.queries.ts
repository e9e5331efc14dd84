import {
  and,
  eq,
  inArray,
  marketplaces,
  organizationSellers,
  sellerConnections,
  sellers,
  spApiSyncSteps,
  sql,
  users,
  type Database,
} from '@brandlens/db';
import type { TSyncStep } from './sync-step.ts';

/** A step whose row has not moved for this long is taken to be dead (its worker gone) and may be claimed again. */
const STALE_RUNNING = sql`interval '15 minutes'`;

/** The steps' rows of a seller, as stored (missing: never run). */
export async function findSyncSteps(db: Database, sellerId: string) {
  return db.select().from(spApiSyncSteps).where(eq(spApiSyncSteps.sellerId, sellerId));
}

/**
 * Marks the step running for this run, unless another run holds it (running and moved within 15
 * minutes): one statement, so two workers never run the same step of a seller at once. Answers
 * the saved cursor, or undefined when the step is held.
 */
export async function claimSyncStep(
  db: Database,
  sellerId: string,
  step: TSyncStep,
): Promise<{ cursor: Record<string, unknown> | null } | undefined> {
  const rows = await db
    .insert(spApiSyncSteps)
    .values({ sellerId, step, status: 'running', startedAt: sql`now()`, progressDone: 0, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [spApiSyncSteps.sellerId, spApiSyncSteps.step],
      set: {
        status: 'running',
        startedAt: sql`now()`,
        progressDone: 0,
        progressTotal: null,
        progressLabel: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${spApiSyncSteps.status} <> 'running' or ${spApiSyncSteps.updatedAt} < now() - ${STALE_RUNNING}`,
    })
    .returning({ cursor: spApiSyncSteps.cursor });
  return rows[0] ? { cursor: rows[0].cursor ?? null } : undefined;
}

export async function recordStepProgress(
  db: Database,
  sellerId: string,
  step: TSyncStep,
  progress: { done: number; total: number | null; label: string },
): Promise<void> {
  await db
    .update(spApiSyncSteps)
    .set({
      progressDone: progress.done,
      progressTotal: progress.total,
      progressLabel: progress.label.slice(0, 300),
      updatedAt: sql`now()`,
    })
    .where(and(eq(spApiSyncSteps.sellerId, sellerId), eq(spApiSyncSteps.step, step)));
}

export interface StepEnd {
  status: 'idle' | 'waiting' | 'failed';
  /** undefined keeps the saved cursor. */
  cursor?: Record<string, unknown> | null;
  dataThrough?: Date | null;
  error?: string;
}

export async function recordStepEnd(db: Database, sellerId: string, step: TSyncStep, end: StepEnd): Promise<void> {
  await db
    .update(spApiSyncSteps)
    .set({
      status: end.status,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(end.cursor === undefined ? {} : { cursor: end.cursor }),
      ...(end.dataThrough === undefined ? {} : { dataThrough: end.dataThrough }),
      ...(end.status === 'failed'
        ? { lastError: (end.error ?? 'failed').slice(0, 500) }
        : { lastError: null, ...(end.status === 'idle' ? { lastSuccessAt: sql`now()` } : {}) }),
    })
    .where(and(eq(spApiSyncSteps.sellerId, sellerId), eq(spApiSyncSteps.step, step)));
}

export async function saveMarketplaceIds(db: Database, connectionId: string, marketplaceIds: string[]): Promise<void> {
  await db
    .update(sellerConnections)
    .set({ marketplaceIds, updatedAt: sql`now()` })
    .where(eq(sellerConnections.id, connectionId));
}

export async function markBackfillStarted(db: Database, connectionId: string): Promise<void> {
  await db
    .update(sellerConnections)
    .set({ backfillStartedAt: sql`coalesce(${sellerConnections.backfillStartedAt}, now())` })
    .where(eq(sellerConnections.id, connectionId));
}

export async function markBackfillCompleted(db: Database, connectionId: string): Promise<void> {
  await db
    .update(sellerConnections)
    .set({ backfillCompletedAt: sql`now()` })
    .where(eq(sellerConnections.id, connectionId));
}

/** Known marketplace ids among these (Amazon lists marketplaces this product does not report on). */
export async function findKnownMarketplaceIds(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: marketplaces.id })
    .from(marketplaces)
    .where(inArray(marketplaces.id, ids))
    .orderBy(marketplaces.id);
  return rows.map((row) => row.id);
}

/**
 * Who hears that a seller's Amazon authorisation was lost: the activated users of the
 * organisations that hold the seller, with the seller's name and slug for the mail.
 */
export async function findConnectionOwners(db: Database, sellerId: string) {
  return db
    .select({ email: users.email, firstName: users.firstName, sellerName: sellers.name, sellerSlug: sellers.slug })
    .from(organizationSellers)
    .innerJoin(users, eq(users.organizationId, organizationSellers.organizationId))
    .innerJoin(sellers, eq(sellers.id, organizationSellers.sellerId))
    .where(and(eq(organizationSellers.sellerId, sellerId), eq(users.activated, true), eq(users.isAdmin, false)));
}
