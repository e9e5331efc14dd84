// The weekly insights mail of one user: last week's CM3 change and its split for each seller of
// their organization, in their default currency. Sent at most once per user and week: the week
// (its Monday) is claimed in weekly_insight_sends before the mail goes.
import type { Database } from '@brandlens/db';
import { isoWeekOf, shiftWeek, cm3Of, minorDigits, minorToDecimal, type IsoWeek } from '@brandlens/reporting-core';
import type { Env } from '../../platform/env.ts';
import { appUrl } from '../../platform/http/app-url.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { identityOf, readWeeklyChange, splitDecimals } from './weekly-changes.service.ts';
import {
  claimInsightWeek,
  findRecipientSellers,
  findWeeklyInsightRecipient,
  releaseInsightWeek,
} from './weekly-insights-mail.queries.ts';
import { weeklyInsightsMail, type InsightSeller } from './weekly-insights.mail.ts';

export const WEEKLY_INSIGHTS_TEMPLATE = 'weekly-insights';
const MOVERS_IN_MAIL = 3;

export const NOT_SENT = {
  noFigures: 'no seller sold a product in the week or the week before',
  turnedOff: 'the user turned weekly insights off',
  alreadySent: 'already sent for this week',
  deliveryFailed: 'the mail could not be delivered',
} as const;

export interface WeeklyInsightsDeps {
  db: Database;
  mailer: Mailer;
  env: Pick<Env, 'APP_URL'>;
}

/** The week a mail sent at `now` is about: the last ISO week that has ended (UTC). */
export const lastCompleteWeek = (now: Date): IsoWeek => shiftWeek(isoWeekOf(now.toISOString().slice(0, 10)), -1);

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const weekDays = (week: IsoWeek) =>
  `${DAY_MONTH.format(new Date(`${week.start}T00:00:00Z`))} – ${DAY_MONTH.format(new Date(`${week.end}T00:00:00Z`))}`;

async function sellerInsight(
  db: Database,
  seller: { id: string; slug: string; name: string },
  week: IsoWeek,
  currency: string,
  today: string,
): Promise<InsightSeller> {
  const { change, catalog } = await readWeeklyChange(
    db,
    seller.id,
    { week: week.week, brand: 'all' },
    { today, defaultCurrency: currency },
  );
  if (change.productCount === 0) return { name: seller.name, slug: seller.slug, change: null };
  const digits = minorDigits(currency);
  const money = (minor: bigint) => minorToDecimal(minor, digits);
  return {
    name: seller.name,
    slug: seller.slug,
    change: {
      previousCm3: money(cm3Of(change.previous)),
      cm3: money(cm3Of(change.current)),
      change: money(cm3Of(change.current) - cm3Of(change.previous)),
      split: splitDecimals(change.split, currency),
      estimated: change.isEstimated,
      movers: change.movers.slice(0, MOVERS_IN_MAIL).map((mover) => {
        const product = identityOf(mover.key, catalog);
        return {
          label: product.title ? `${product.sku} (${product.title})` : product.sku,
          change: money(cm3Of(mover.current) - cm3Of(mover.previous)),
        };
      }),
    },
  };
}

/** Builds and sends the user's mail for the last complete week, unless off, already sent or empty. */
export async function sendWeeklyInsights(
  deps: WeeklyInsightsDeps,
  userId: string,
  options: { now: Date },
): Promise<{ sent: boolean; reason: string | null } | undefined> {
  const recipient = await findWeeklyInsightRecipient(deps.db, userId);
  if (!recipient) return undefined;
  if (!recipient.wantsWeeklyInsights) return { sent: false, reason: NOT_SENT.turnedOff };
  const week = lastCompleteWeek(options.now);
  const today = options.now.toISOString().slice(0, 10);
  const sellers = await findRecipientSellers(deps.db, userId);
  const insights: InsightSeller[] = [];
  for (const seller of sellers) insights.push(await sellerInsight(deps.db, seller, week, recipient.currency, today));
  if (insights.every((seller) => seller.change === null)) return { sent: false, reason: NOT_SENT.noFigures };

  if (!(await claimInsightWeek(deps.db, userId, week.start, insights.length))) {
    return { sent: false, reason: NOT_SENT.alreadySent };
  }
  const summary = {
    firstName: recipient.firstName,
    currency: recipient.currency,
    week: week.week,
    weekDays: weekDays(week),
    sellers: insights,
  };
  const delivery = await sendMail(
    deps,
    WEEKLY_INSIGHTS_TEMPLATE,
    recipient.email,
    weeklyInsightsMail(summary, appUrl(deps.env)),
  );
  if (delivery.status === 'failed') {
    await releaseInsightWeek(deps.db, userId, week.start);
    return { sent: false, reason: NOT_SENT.deliveryFailed };
  }
  return { sent: true, reason: null };
}
