// A seller's alerts as the alert centre reads them (a page per status with the
// counts, the SKU alerts, groups by child ASIN or subject, the counts of every
// seller for the bell) and what users do with them (read, resolve, snooze, ask
// for an evaluation now). Every read is keyed by seller and runs under a deadline.
import type {
  TAlert,
  TAlertCounts,
  TAlertGroup,
  TAlertPage,
  TAlertsQuery,
  TUpdateAlertsBody,
} from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline, type DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { takeRateLimit } from '../../platform/rate-limit/rate-limiter.ts';
import { organizationScopeFor } from '../../platform/tenancy/seller-scope.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { decodeAlertCursor, encodeAlertCursor } from './alert-cursor.ts';
import { requestAlertEvaluation } from './alert-evaluation-requests.ts';
import { groupAlerts } from './alert-groups.ts';
import { alertUpdateInvalid, evaluationRequestedRecently } from './alerts.errors.ts';
import { countAlerts, countAlertsPerSeller, findAlerts, updateAlertMarks } from './alerts.queries.ts';
import { serializeAlert } from './alerts.serializer.ts';

export const ALERTS_READ_DEADLINE_MS = 5_000;

/**
 * The open alerts a grouped read lists at most: far more than a seller can act on; the
 * newest are kept.
 */
export const OPEN_ALERTS_LISTED_MAX = 1_000;

const readAlerts = <T>(db: Database, read: (reader: DatabaseReader) => Promise<T>) =>
  withReadDeadline(db, { ms: ALERTS_READ_DEADLINE_MS, what: 'The alerts' }, read);

export async function listAlerts(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TAlertsQuery,
  now = new Date(),
): Promise<TAlertPage> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const after = query.cursor ? decodeAlertCursor(query.cursor) : undefined;
  const { status, type, severity, sku } = query;
  const { rows, counts } = await readAlerts(db, async (reader) => ({
    // One row more than the page: whether there is a next page.
    rows: await findAlerts(reader, seller.id, { status, type, severity, sku }, { now, limit: query.limit + 1, after }),
    counts: await countAlerts(reader, seller.id, now),
  }));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    alerts: page.map((row) => serializeAlert(row, now)),
    nextCursor:
      rows.length > query.limit && last ? encodeAlertCursor({ raisedKey: last.raisedKey, id: last.id }) : null,
    counts,
  };
}

async function findOpenAlerts(
  db: Database,
  sellerId: string,
  about: 'sku' | 'asin' | undefined,
  now: Date,
): Promise<TAlert[]> {
  const rows = await readAlerts(db, (reader) =>
    findAlerts(reader, sellerId, { status: 'open', about }, { now, limit: OPEN_ALERTS_LISTED_MAX }),
  );
  return rows.map((row) => serializeAlert(row, now));
}

/** The open alerts about SKUs, by SKU and marketplace, newest first within each. */
export async function listSkuAlerts(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  now = new Date(),
): Promise<TAlert[]> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const alerts = await findOpenAlerts(db, seller.id, 'sku', now);
  const order = (alert: TAlert) => `${alert.sku ?? ''}\u0000${alert.marketplaceId ?? ''}`;
  // A stable sort: within a SKU and marketplace the newest-first order of the read stays.
  return alerts.sort((a, b) => order(a).localeCompare(order(b)));
}

export async function listAlertGroups(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  by: 'child-asin' | 'subject',
  now = new Date(),
): Promise<TAlertGroup[]> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  return groupAlerts(await findOpenAlerts(db, seller.id, by === 'child-asin' ? 'asin' : undefined, now), by);
}

/** The counts of every seller of the caller's organization (an admin's too: the bell is about their own sellers). */
export async function listAlertCountsPerSeller(db: Database, auth: AuthContext, now = new Date()) {
  const scope = organizationScopeFor(auth);
  return readAlerts(db, (reader) => countAlertsPerSeller(reader, scope, now));
}

/** Longer than this is not a snooze but a mute: the rules have the muted flag for that. */
const SNOOZE_MAX_DAYS = 366;

function snoozedUntilOf(body: TUpdateAlertsBody, now: Date): Date | null {
  if (body.action !== 'snooze' || !body.snoozedUntil) return null;
  const until = new Date(body.snoozedUntil);
  if (Number.isNaN(until.getTime())) throw alertUpdateInvalid('Choose a date and time to snooze until');
  if (until <= now) throw alertUpdateInvalid('Choose a time in the future to snooze until');
  if (until.getTime() - now.getTime() > SNOOZE_MAX_DAYS * 86_400_000)
    throw alertUpdateInvalid('Snooze for a year at most; to stop an alert type for good, mute it in the rules');
  return until;
}

/** Marks the seller's alerts among the ids; ids of other sellers' alerts change nothing and are not told apart. */
export async function updateAlerts(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  body: TUpdateAlertsBody,
  now = new Date(),
): Promise<{ updated: number; counts: TAlertCounts }> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const snoozedUntil = snoozedUntilOf(body, now);
  const updated = await updateAlertMarks(db, seller.id, [...new Set(body.alertIds)], {
    action: body.action,
    now,
    userId: auth.user.id,
    snoozedUntil,
  });
  return { updated, counts: await readAlerts(db, (reader) => countAlerts(reader, seller.id, now)) };
}

/** One request a minute per seller: a queued evaluation is not doubled anyway, this keeps the queue calm. */
const SUBMIT_LIMIT = { name: 'alerts-submit', max: 1, windowSeconds: 60 };

export async function submitAlertEvaluation(
  deps: { db: Database; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<void> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const outcome = await takeRateLimit(deps.db, SUBMIT_LIMIT, seller.id);
  if (!outcome.isAllowed) throw evaluationRequestedRecently(outcome.retryAfterSeconds);
  await requestAlertEvaluation(deps.jobs, seller.id);
}
