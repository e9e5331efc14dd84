// The daily alert summary mail: per seller its new and open alerts, a link to each seller's
// alerts page and one to the email settings to turn the summary off. Plain text first (what the
// log shows without SMTP), then HTML from the same words. Links come from APP_URL only.
import { escapeHtml, PRODUCT_NAME, type MailContent } from '../../platform/mail/templates.ts';

export interface SummaryAlert {
  title: string;
  /** The subject as a person reads it ('LAMP-01 in Amazon.com', 'Settlement 1234567'). */
  subject: string;
  severity: string;
  /** The day it was raised, already written out in its marketplace's time zone. */
  raisedOn: string;
  isNew: boolean;
}

export interface SummarySeller {
  name: string;
  slug: string;
  open: number;
  new: number;
  bySeverity: { critical: number; warning: number; info: number };
  /** The first alerts of the seller, new ones first; `open` counts them all. */
  alerts: SummaryAlert[];
}

export interface DailyAlertSummary {
  firstName: string;
  open: number;
  new: number;
  /** Every seller of the user's organization with open alerts, most pressing first. */
  sellers: SummarySeller[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const SEVERITY_LABELS: Record<string, string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

export function dailyAlertSummarySubject(summary: Pick<DailyAlertSummary, 'open' | 'new' | 'sellers'>): string {
  const fresh = summary.new === 0 ? 'no new alerts' : plural(summary.new, 'new alert', 'new alerts');
  return `${PRODUCT_NAME}: ${fresh}, ${summary.open} open across ${plural(summary.sellers.length, 'seller', 'sellers')}`;
}

function severityCounts(seller: SummarySeller): string {
  const { critical, warning, info } = seller.bySeverity;
  const parts = [
    critical > 0 ? `${critical} critical` : '',
    warning > 0 ? plural(warning, 'warning', 'warnings') : '',
    info > 0 ? `${info} info` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

const sellerHeading = (seller: SummarySeller) =>
  `${seller.name}: ${seller.new} new, ${seller.open} open (${severityCounts(seller)})`;
const alertLine = (alert: SummaryAlert) =>
  `${SEVERITY_LABELS[alert.severity] ?? alert.severity} · ${alert.title} · ${alert.subject} · raised ${alert.raisedOn}`;
const sellerAlertsUrl = (appUrl: string, seller: SummarySeller) =>
  `${appUrl}/dashboard/sellers/${encodeURIComponent(seller.slug)}/alerts`;
const moreLine = (seller: SummarySeller) =>
  seller.open > seller.alerts.length ? `and ${seller.open - seller.alerts.length} more` : '';

function introduction(summary: DailyAlertSummary): string[] {
  const fresh =
    summary.new === 0
      ? 'No new alerts in the last 24 hours'
      : `${plural(summary.new, 'new alert', 'new alerts')} in the last 24 hours`;
  const open = `${plural(summary.open, 'alert is', 'alerts are')} open across ${plural(summary.sellers.length, 'seller', 'sellers')}`;
  return [`Hi ${summary.firstName || 'there'},`, `${fresh}; ${open}.`];
}

const SETTINGS_NOTE = 'You get this mail because the daily alert summary is on in your email settings.';

function textOf(summary: DailyAlertSummary, appUrl: string): string {
  const sellers = summary.sellers.map((seller) => {
    const fresh = seller.alerts.filter((alert) => alert.isNew);
    const older = seller.alerts.filter((alert) => !alert.isNew);
    return [
      sellerHeading(seller),
      ...(fresh.length > 0 ? ['New:', ...fresh.map((alert) => `- ${alertLine(alert)}`)] : []),
      ...(older.length > 0 ? ['Still open:', ...older.map((alert) => `- ${alertLine(alert)}`)] : []),
      ...(moreLine(seller) ? [`- ${moreLine(seller)}`] : []),
      `Open the alerts of ${seller.name}: ${sellerAlertsUrl(appUrl, seller)}`,
    ].join('\n');
  });
  const closing = `${SETTINGS_NOTE} Turn it off: ${appUrl}/settings`;
  return [...introduction(summary), ...sellers, closing, `— ${PRODUCT_NAME}`].join('\n\n');
}

function htmlList(label: string, alerts: SummaryAlert[], more: string): string {
  if (alerts.length === 0 && !more) return '';
  const items = alerts.map((alert) => `<li>${escapeHtml(alertLine(alert))}</li>`);
  if (more) items.push(`<li>${escapeHtml(more)}</li>`);
  return `<p style="margin-bottom:4px">${escapeHtml(label)}</p><ul style="margin-top:0">${items.join('')}</ul>`;
}

function htmlOf(summary: DailyAlertSummary, appUrl: string): string {
  const intro = introduction(summary)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
  const sellers = summary.sellers.map((seller) => {
    const fresh = seller.alerts.filter((alert) => alert.isNew);
    const older = seller.alerts.filter((alert) => !alert.isNew);
    const link = `<p><a href="${escapeHtml(sellerAlertsUrl(appUrl, seller))}">${escapeHtml(`Open the alerts of ${seller.name}`)}</a></p>`;
    return [
      `<h3 style="margin-bottom:4px">${escapeHtml(sellerHeading(seller))}</h3>`,
      htmlList('New:', fresh, ''),
      htmlList('Still open:', older, moreLine(seller)),
      link,
    ].join('');
  });
  const settings = `<p>${escapeHtml(SETTINGS_NOTE)} <a href="${escapeHtml(`${appUrl}/settings`)}">Turn it off</a></p>`;
  return `<!doctype html><html><body style="font-family:sans-serif">${intro}${sellers.join('')}${settings}<p>— ${PRODUCT_NAME}</p></body></html>`;
}

/** `appUrl`: APP_URL without its trailing slash. */
export function dailyAlertSummaryMail(summary: DailyAlertSummary, appUrl: string): MailContent {
  return { subject: dailyAlertSummarySubject(summary), text: textOf(summary, appUrl), html: htmlOf(summary, appUrl) };
}
