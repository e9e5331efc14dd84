// A report a sync step asks Amazon for, across runs: the first turn creates it
// and looks once; while Amazon is still making it (that can take hours) the
// step saves the pending report in its cursor and returns, and the runner
// brings it back after the delay; the turn that finds it DONE opens the
// document. Nothing holds a worker while Amazon works.
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { SpApiClient } from './sp-api-client.ts';
import {
  checkReport,
  createReport,
  getReportDocument,
  openReportDocument,
  type ReportRequest,
} from './sp-api-reports.ts';

export const ZPendingReport = z.object({
  reportId: z.string().min(1),
  /** Looks taken so far: the delay to the next grows with them. */
  checks: z.number().int().nonnegative(),
  requestedAt: z.iso.datetime(),
});
export type TPendingReport = z.infer<typeof ZPendingReport>;

export type TReportTurn =
  | { state: 'waiting'; pending: TPendingReport; waitMs: number }
  | { state: 'done'; reportId: string; open: () => Promise<Readable> };

/**
 * One turn: creates the report when nothing is pending, then looks at it. A CANCELLED or FATAL
 * report throws SpApiReportFailedError (the step decides whether that means "no data").
 */
export async function takeReportTurn(
  client: SpApiClient,
  pending: TPendingReport | undefined,
  request: ReportRequest,
  now: Date = new Date(),
): Promise<TReportTurn> {
  const current = pending ?? {
    reportId: await createReport(client, request),
    checks: 0,
    requestedAt: now.toISOString(),
  };
  const check = await checkReport(client, current.reportId, current.checks);
  if (check.state === 'pending')
    return { state: 'waiting', pending: { ...current, checks: current.checks + 1 }, waitMs: check.nextCheckInMs };
  return {
    state: 'done',
    reportId: current.reportId,
    // The document URL lives 5 minutes: fetched when the step is ready to read it.
    open: async () => openReportDocument(await getReportDocument(client, check.reportDocumentId)),
  };
}

/** A pending report saved in a cursor under `key`, or undefined when there is none (or it is not one). */
export function pendingReportIn(cursor: Record<string, unknown> | null, key: string): TPendingReport | undefined {
  const parsed = ZPendingReport.safeParse(cursor?.[key]);
  return parsed.success ? parsed.data : undefined;
}
