// The daily alert summary of one user: their organization's sellers with open alerts, the ones
// raised in the last 24 hours first. Sent at most once per user and UTC day by the schedule:
// the day is claimed in alert_digest_sends before the mail goes, so two workers never both send.
// An admin's send (`force`) ignores the setting and the day's claim, and claims the day too, so
// the schedule does not send the same summary again that day.
import type { Database } from '@brandlens/db';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import type { Env } from '../../platform/env.ts';
import { appUrl } from '../../platform/http/app-url.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { dailyAlertSummaryMail, type DailyAlertSummary, type SummarySeller } from './daily-alert-summary.mail.ts';
import { alertSubjectText } from './alert-subject.ts';
import {
  claimDigestDay,
  countOpenAlertsBySellerAndSeverity,
  findOpenAlertsToList,
  findSummaryRecipient,
  releaseDigestDay,
  type ListedAlertRow,
  type SellerSeverityCount,
  type SummaryAudience,
} from './daily-alert-summary.queries.ts';

export const DAILY_SUMMARY_TEMPLATE = 'daily-alert-summary';
/** Alerts listed per seller; the mail counts the rest and links to the seller's alerts page. */
export const ALERTS_LISTED_PER_SELLER = 10;
const NEW_WINDOW_MS = 24 * 60 * 60 * 1000;
const READ_DEADLINE = { ms: 10_000, what: 'The daily alert summary' };

export const NOT_SENT = {
  noOpenAlerts: 'no open alerts',
  turnedOff: 'the user turned the daily summary off',
  alreadySent: 'already sent today',
  deliveryFailed: 'the mail could not be delivered',
} as const;

export interface DailyAlertSummaryOutcome {
  sent: boolean;
  /** The user's open alerts when the summary was considered. */
  alertCount: number;
  /** Why nothing was sent; null when it was. */
  reason: string | null;
}

export interface DailyAlertSummaryDeps {
  db: Database;
  mailer: Mailer;
  env: Pick<Env, 'APP_URL'>;
}

/** The day a summary counts for: the UTC date, the same for every worker whatever its zone. */
export const summaryDay = (now: Date) => now.toISOString().slice(0, 10);

/** 'amazon.co.uk' as people write it: 'Amazon.co.uk'. */
const marketplaceName = (domain: string | null) =>
  domain ? `${domain.charAt(0).toUpperCase()}${domain.slice(1)}` : undefined;

const describeSubject = (row: ListedAlertRow) =>
  alertSubjectText({ ...row, marketplace: marketplaceName(row.marketplaceDomain) ?? null });

const formatDay = (date: Date, timeZone: string | null) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: timeZone ?? 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
    .format(date)
    .concat(timeZone ? '' : ' (UTC)');

/** Folds the per-severity counts and the listed alerts into sellers, the most pressing first. */
function buildSummary(firstName: string, counts: SellerSeverityCount[], listed: ListedAlertRow[]): DailyAlertSummary {
  const sellers = new Map<string, SummarySeller>();
  for (const row of counts) {
    const seller = sellers.get(row.sellerId) ?? {
      name: row.name,
      slug: row.slug,
      open: 0,
      new: 0,
      bySeverity: { critical: 0, warning: 0, info: 0 },
      alerts: [],
    };
    seller.open += row.open;
    seller.new += row.new;
    if (row.severity === 'critical' || row.severity === 'warning' || row.severity === 'info')
      seller.bySeverity[row.severity] += row.open;
    sellers.set(row.sellerId, seller);
  }
  for (const row of listed) {
    sellers.get(row.sellerId)?.alerts.push({
      title: row.title,
      subject: describeSubject(row),
      severity: row.severity,
      raisedOn: formatDay(row.raisedAt, row.timeZone),
      isNew: row.isNew,
    });
  }
  const ordered = [...sellers.values()].sort(
    (a, b) =>
      b.new - a.new || b.bySeverity.critical - a.bySeverity.critical || b.open - a.open || a.name.localeCompare(b.name),
  );
  const total = (key: 'open' | 'new') => ordered.reduce((sum, seller) => sum + seller[key], 0);
  return { firstName, open: total('open'), new: total('new'), sellers: ordered };
}

/** The summary of a user's sellers, or of one seller for its alerting account's addresses. */
export async function readSummary(db: Database, audience: SummaryAudience, firstName: string, now: Date) {
  const window = { since: new Date(now.getTime() - NEW_WINDOW_MS), now };
  // One snapshot: the counts and the listed alerts agree.
  return withReadDeadline(db, READ_DEADLINE, async (reader) => {
    const counts = await countOpenAlertsBySellerAndSeverity(reader, audience, window);
    const listed =
      counts.length > 0 ? await findOpenAlertsToList(reader, audience, window, ALERTS_LISTED_PER_SELLER) : [];
    return buildSummary(firstName, counts, listed);
  });
}

/**
 * Builds and sends the user's summary when they have open alerts; unless `force`, only when
 * their setting is on and today's summary has not gone yet. Undefined for an unknown user.
 */
export async function sendDailyAlertSummary(
  deps: DailyAlertSummaryDeps,
  userId: string,
  options: { now: Date; force: boolean },
): Promise<DailyAlertSummaryOutcome | undefined> {
  const recipient = await findSummaryRecipient(deps.db, userId);
  if (!recipient) return undefined;
  const summary = await readSummary(deps.db, { userId }, recipient.firstName, options.now);
  const notSent = (reason: string) => ({ sent: false, alertCount: summary.open, reason });
  if (summary.open === 0) return notSent(NOT_SENT.noOpenAlerts);
  if (!options.force && !recipient.wantsDailySummary) return notSent(NOT_SENT.turnedOff);

  const day = summaryDay(options.now);
  const isClaimed = await claimDigestDay(deps.db, userId, day, summary.open);
  if (!isClaimed && !options.force) return notSent(NOT_SENT.alreadySent);

  const mail = dailyAlertSummaryMail(summary, appUrl(deps.env));
  const delivery = await sendMail(deps, DAILY_SUMMARY_TEMPLATE, recipient.email, mail);
  if (delivery.status === 'failed') {
    if (isClaimed) await releaseDigestDay(deps.db, userId, day);
    return notSent(NOT_SENT.deliveryFailed);
  }
  return { sent: true, alertCount: summary.open, reason: null };
}
