// The weekly insights mail: per seller the user sees, last week's CM3 against the week before,
// the change split into price, volume, fees, advertising, refunds and cost of goods, the products
// that moved most and a link to the seller's weekly insights. Plain text first (what the log shows
// without SMTP), then HTML from the same words. Links come from APP_URL only.
import type { TCm3Split } from '@brandlens/contracts';
import { escapeHtml, PRODUCT_NAME, type MailContent } from '../../platform/mail/templates.ts';

export interface InsightSeller {
  name: string;
  slug: string;
  /** null: no product sold in either week. */
  change: {
    previousCm3: string;
    cm3: string;
    change: string;
    split: TCm3Split;
    estimated: boolean;
    movers: Array<{ label: string; change: string }>;
  } | null;
}

export interface WeeklyInsightsSummary {
  firstName: string;
  currency: string;
  /** YYYY-Www and its days as people read them ('11–17 Mar 2024'). */
  week: string;
  weekDays: string;
  sellers: InsightSeller[];
}

const EFFECT_LABELS: Array<[keyof TCm3Split, string]> = [
  ['price', 'price'],
  ['volume', 'volume'],
  ['fees', 'fees'],
  ['advertising', 'advertising'],
  ['refunds', 'refunds'],
  ['costOfGoods', 'cost of goods'],
];

const signed = (amount: string) => (amount.startsWith('-') ? `−${amount.slice(1)}` : `+${amount}`);

export function weeklyInsightsSubject(summary: WeeklyInsightsSummary): string {
  const count = summary.sellers.length;
  return `${PRODUCT_NAME}: what changed in ${summary.week} across ${count} ${count === 1 ? 'seller' : 'sellers'}`;
}

const insightsUrl = (appUrl: string, summary: WeeklyInsightsSummary, seller: InsightSeller) =>
  `${appUrl}/dashboard/sellers/${encodeURIComponent(seller.slug)}/weekly-insights?week=${summary.week}`;

/** The lines of one seller, without its link. */
function sellerLines(summary: WeeklyInsightsSummary, seller: InsightSeller): string[] {
  const { currency } = summary;
  const change = seller.change;
  if (!change) return [`${seller.name}: no product sold in ${summary.week} or the week before.`];
  const direction = change.change.startsWith('-') ? 'down' : 'up';
  const amount = change.change.replace(/^-/, '');
  return [
    `${seller.name}: CM3 ${change.cm3} ${currency}, ${direction} ${amount} ${currency} from ${change.previousCm3} ${currency}` +
      (change.estimated ? ' (estimated: some figures are not settled yet).' : '.'),
    `Why: ${EFFECT_LABELS.map(([key, label]) => `${label} ${signed(change.split[key])}`).join(', ')}.`,
    ...(change.movers.length > 0
      ? [`Moved most: ${change.movers.map((mover) => `${mover.label} ${signed(mover.change)}`).join('; ')}.`]
      : []),
  ];
}

const introduction = (summary: WeeklyInsightsSummary) => [
  `Hi ${summary.firstName || 'there'},`,
  `Here is what changed in your products' CM3 in ${summary.week} (${summary.weekDays}) against the week before, in ${summary.currency}.`,
];

const SETTINGS_NOTE = 'You get this mail because weekly insights are on in your email settings.';

function textOf(summary: WeeklyInsightsSummary, appUrl: string): string {
  const sellers = summary.sellers.map((seller) =>
    [
      ...sellerLines(summary, seller),
      `Open the weekly insights of ${seller.name}: ${insightsUrl(appUrl, summary, seller)}`,
    ].join('\n'),
  );
  const closing = `${SETTINGS_NOTE} Turn them off: ${appUrl}/settings`;
  return [...introduction(summary), ...sellers, closing, `— ${PRODUCT_NAME}`].join('\n\n');
}

function htmlOf(summary: WeeklyInsightsSummary, appUrl: string): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const sellers = summary.sellers.map((seller) => {
    const [heading = '', ...rest] = sellerLines(summary, seller);
    const link = `<p><a href="${escapeHtml(insightsUrl(appUrl, summary, seller))}">${escapeHtml(`Open the weekly insights of ${seller.name}`)}</a></p>`;
    return `<h3 style="margin-bottom:4px">${escapeHtml(heading)}</h3>${rest.map(paragraph).join('')}${link}`;
  });
  const settings = `<p>${escapeHtml(SETTINGS_NOTE)} <a href="${escapeHtml(`${appUrl}/settings`)}">Turn them off</a></p>`;
  return `<!doctype html><html><body style="font-family:sans-serif">${introduction(summary).map(paragraph).join('')}${sellers.join('')}${settings}<p>— ${PRODUCT_NAME}</p></body></html>`;
}

/** `appUrl`: APP_URL without its trailing slash. */
export function weeklyInsightsMail(summary: WeeklyInsightsSummary, appUrl: string): MailContent {
  return { subject: weeklyInsightsSubject(summary), text: textOf(summary, appUrl), html: htmlOf(summary, appUrl) };
}
