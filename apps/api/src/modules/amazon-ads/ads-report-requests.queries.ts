// The reports the sync asked Amazon for, followed across runs until their rows
// are stored: PENDING or PROCESSING while Amazon makes them, COMPLETED once
// downloaded and stored, FAILED when Amazon gave up (or never finished).
import { adReportRequests, and, count, eq, inArray, sql, type Database } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export const OPEN_STATUSES = ['PENDING', 'PROCESSING'];

export interface NewReportRequest {
  sellerId: string;
  profileId: string;
  reportTypeId: string;
  startDay: string;
  endDay: string;
  reportId: string;
  status: string;
}

/** Stores a report asked for; Amazon answering a duplicate with a known id reopens that row. */
export async function insertReportRequest(db: Database, request: NewReportRequest): Promise<void> {
  await db
    .insert(adReportRequests)
    .values(request)
    .onConflictDoUpdate({
      target: [adReportRequests.sellerId, adReportRequests.profileId, adReportRequests.reportId],
      set: { status: request.status, requestedAt: sql`now()`, completedAt: null, failureReason: null },
    });
}

/** A profile's reports still being made, oldest first (the partial index of open reports). */
export async function findOpenReportRequests(db: Database, sellerId: string, profileId: string) {
  return db
    .select()
    .from(adReportRequests)
    .where(
      and(
        eq(adReportRequests.sellerId, sellerId),
        eq(adReportRequests.profileId, profileId),
        inArray(adReportRequests.status, OPEN_STATUSES),
      ),
    )
    .orderBy(adReportRequests.requestedAt);
}

/** Per report type of a profile: the last day stored, the last day asked for (not failed), open reports. */
export async function findReportCoverage(db: Database, sellerId: string, profileId: string) {
  return db
    .select({
      reportTypeId: adReportRequests.reportTypeId,
      completedThrough: sql<
        string | null
      >`max(${adReportRequests.endDay}) filter (where ${adReportRequests.status} = 'COMPLETED')::text`,
      requestedThrough: sql<
        string | null
      >`max(${adReportRequests.endDay}) filter (where ${adReportRequests.status} <> 'FAILED')::text`,
      openCount: sql<number>`(count(*) filter (where ${adReportRequests.status} in ('PENDING', 'PROCESSING')))::int`,
    })
    .from(adReportRequests)
    .where(and(eq(adReportRequests.sellerId, sellerId), eq(adReportRequests.profileId, profileId)))
    .groupBy(adReportRequests.reportTypeId);
}

export async function updateReportRequest(
  db: Database,
  id: string,
  change: { status: string; failureReason?: string | null; rowsStored?: number },
): Promise<void> {
  const isDone = change.status === 'COMPLETED' || change.status === 'FAILED';
  await db
    .update(adReportRequests)
    .set({
      status: change.status,
      checkedAt: sql`now()`,
      ...(change.failureReason === undefined ? {} : { failureReason: change.failureReason?.slice(0, 500) ?? null }),
      ...(change.rowsStored === undefined ? {} : { rowsStored: change.rowsStored }),
      ...(isDone ? { completedAt: sql`now()` } : {}),
    })
    .where(eq(adReportRequests.id, id));
}

/** The seller's reports Amazon is still making (every profile). */
export async function countOpenReports(reader: DatabaseReader, sellerId: string): Promise<number> {
  const [row] = await reader
    .select({ open: count() })
    .from(adReportRequests)
    .where(and(eq(adReportRequests.sellerId, sellerId), inArray(adReportRequests.status, OPEN_STATUSES)));
  return row?.open ?? 0;
}
