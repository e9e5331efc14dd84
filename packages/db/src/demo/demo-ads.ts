// The demo seller's advertising history (docs/demo-data.md, "Advertising"): its campaigns on each
// marketplace and their daily figures for every day of the demo period, consistent with its
// settlements: per marketplace and settlement period, the ads reports' spend adds up, to the cent,
// to the Cost of Advertising charges that settlement bills. Both come from one figure: the charges
// are read from the settlement's own rows, replayed from the same seeded streams that write the
// settlement files (a settlement's rows do not depend on what earlier ones carried over for its
// ad charges), and that spend is then split over the period's days, campaigns and ASINs.
// The last settlement closes on the period's last day, so no ads day is left after the billed
// cutoff: the demo has no estimated ad spend.
import { demoAdCampaigns, type DemoAdCampaign } from './demo-ads-campaigns.ts';
import { periodAdDays, type DemoAdAsinDay, type DemoAdCampaignDay, type SalesCarry } from './demo-ads-days.ts';
import { isoDay, type DemoPeriod } from './demo-calendar.ts';
import { formatMinor } from './demo-money.ts';
import { planDemoData, settlementIdFor, type DemoDataOptions, type DemoMarketplacePlan } from './demo-plan.ts';
import { createCarry, createTally, settlementChunks } from './settlement-pass.ts';

export interface DemoAdsCampaign extends DemoAdCampaign {
  /** YYYY-MM-DD: the first day of the demo period. */
  startDay: string;
  /** Decimal string: a little above the campaign's busiest day. */
  dailyBudget: string;
}

/** What one settlement bills for advertising, and the ads days it covers. */
export interface DemoAdPeriod {
  marketplaceId: string;
  currency: string;
  settlementId: string;
  /** YYYY-MM-DD, inclusive. */
  firstDay: string;
  lastDay: string;
  /** The sum of its Cost of Advertising charges, positive, two decimals. */
  billed: string;
  charges: number;
}

export interface DemoAds {
  firstDay: string;
  lastDay: string;
  campaigns: DemoAdsCampaign[];
  campaignDays: DemoAdCampaignDay[];
  asinDays: DemoAdAsinDay[];
  periods: DemoAdPeriod[];
}

const COST_OF_ADVERTISING = 'Cost of Advertising';

/** The Cost of Advertising charges of a period's settlement (minor units, negative) and their count. */
function billedCharges(
  seed: number,
  plan: DemoMarketplacePlan,
  range: { firstDay: number; lastDay: number },
  period: DemoPeriod,
) {
  const settlement = {
    seed,
    marketplace: plan.marketplace,
    picker: plan.picker,
    range,
    period,
    itemsByDay: plan.itemsByDay,
  };
  let amount = 0;
  let count = 0;
  for (const rows of settlementChunks(settlement, createCarry(), createTally())) {
    for (const row of rows) {
      if (row.amountType !== COST_OF_ADVERTISING) continue;
      amount += row.amount;
      count += 1;
    }
  }
  return { amount, count };
}

/** Budgets a little above the busiest day, in whole units of the currency. */
const budgetOf = (peak: number) => formatMinor(Math.ceil((peak * 1.25) / 100) * 100 || 100, false);

/** The demo advertising history of the seed's demo seller over the demo period of `options`. */
export function demoAdsHistory(
  options: Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>,
): DemoAds {
  const plan = planDemoData(options);
  const result: DemoAds = {
    firstDay: isoDay(plan.range.firstDay),
    lastDay: isoDay(plan.range.lastDay),
    campaigns: [],
    campaignDays: [],
    asinDays: [],
    periods: [],
  };
  const peaks = new Map<string, number>();
  plan.marketplaces.forEach((marketplacePlan, index) => {
    const { marketplace, picker, itemsByDay } = marketplacePlan;
    const campaigns = demoAdCampaigns(plan.seed, marketplace, picker.listings);
    const carry: SalesCarry = new Map();
    for (const period of plan.periods) {
      const billed = billedCharges(plan.seed, marketplacePlan, plan.range, period);
      if (billed.count === 0) continue;
      result.periods.push({
        marketplaceId: marketplace.id,
        currency: marketplace.currency,
        settlementId: settlementIdFor(plan.seed, index, period),
        firstDay: isoDay(period.startDay),
        lastDay: isoDay(period.endDay),
        billed: formatMinor(-billed.amount, false),
        charges: billed.count,
      });
      const first = period.startDay - plan.range.firstDay;
      const input = {
        seed: plan.seed,
        marketplaceCode: marketplace.code,
        periodIndex: period.index,
        startDay: period.startDay,
        endDay: period.endDay,
        spend: -billed.amount,
        itemsByDay: itemsByDay.subarray(first, first + period.endDay - period.startDay + 1),
        campaigns,
      };
      periodAdDays(input, carry, { campaignDays: result.campaignDays, asinDays: result.asinDays, peaks });
    }
    for (const campaign of campaigns) {
      result.campaigns.push({
        ...campaign,
        startDay: result.firstDay,
        dailyBudget: budgetOf(peaks.get(campaign.campaignId) ?? 0),
      });
    }
  });
  return result;
}
