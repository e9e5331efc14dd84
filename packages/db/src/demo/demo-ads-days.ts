// The daily figures of the demo's campaigns over one settlement period of one marketplace: the
// period's ad spend (what its settlement bills as Cost of Advertising, to the cent) split over its
// days (busier days spend more), then over the campaigns (by brand size and campaign share), then
// over the ASINs a Sponsored Products or Display campaign served that day. Clicks, impressions and
// attributed sales are drawn around each campaign's cost per click, click-through rate and target
// ACoS; sales are whole units at the listing's price, carried over from day to day (an ASIN's
// expected sales that do not make a unit yet wait for the next day), so over weeks a campaign's
// ACoS is its target while single days vary. A campaign's row is the sum of its ASIN rows.
import type { DemoAdCampaign } from './demo-ads-campaigns.ts';
import { isoDay } from './demo-calendar.ts';
import { formatMinor } from './demo-money.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';

export interface DemoAdFigures {
  impressions: number;
  clicks: number;
  /** Decimal strings with two decimals, in the marketplace's currency. */
  spend: string;
  sales: string;
  orders: number;
  units: number;
}

export interface DemoAdCampaignDay extends DemoAdFigures {
  marketplaceId: string;
  currency: string;
  adProduct: DemoAdCampaign['adProduct'];
  campaignId: string;
  /** YYYY-MM-DD */
  day: string;
}

export interface DemoAdAsinDay extends DemoAdCampaignDay {
  adGroupId: string;
  asin: string;
  sku: string;
}

/** Integer figures (minor units for money) before they are written. */
interface Figures {
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
  units: number;
}

export interface PeriodInput {
  seed: number;
  marketplaceCode: string;
  periodIndex: number;
  /** Epoch days, inclusive. */
  startDay: number;
  endDay: number;
  /** The period's ad spend in minor units: its settlement's Cost of Advertising charges. */
  spend: number;
  /** Order items of each day of the period (index 0 = startDay). */
  itemsByDay: ArrayLike<number>;
  campaigns: readonly DemoAdCampaign[];
}

/** Expected sales (minor units) not yet turned into a unit, per campaign × ASIN; kept across periods. */
export type SalesCarry = Map<string, number>;

/** Splits `total` minor units in proportion to `weights` (largest remainder), summing to it exactly. */
export function allocateMinor(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((accumulator, weight) => accumulator + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) / sum - (shares[index] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - shares.reduce((accumulator, share) => accumulator + share, 0);
  for (let rank = 0; left > 0; rank += 1, left -= 1) {
    const cell = order[rank % order.length]!;
    shares[cell.index] = (shares[cell.index] ?? 0) + 1;
  }
  return shares;
}

const around = (random: Random, spread: number) => 1 - spread + 2 * spread * random.next();

function draw(
  random: Random,
  campaign: DemoAdCampaign,
  spend: number,
  price: number,
  carry: SalesCarry,
  key: string,
): Figures {
  const clicks = Math.max(1, Math.round(spend / (campaign.cpc * around(random, 0.15))));
  const impressions = Math.max(clicks, Math.round((clicks * 10_000) / (campaign.ctrBp * around(random, 0.2))));
  // Half a unit to start with, drawn per key, so rounding to whole units neither gains nor loses on average.
  const owed =
    (carry.get(key) ?? price * (0.3 + 0.4 * createRandom(hashSeed(key)).next())) +
    ((spend * 10_000) / campaign.acosBp) * around(random, 0.2);
  const units = Math.max(0, Math.floor(owed / price));
  carry.set(key, owed - units * price);
  return { impressions, clicks, spend, sales: units * price, orders: units - Math.floor(units / 6), units };
}

const written = (figures: Figures): DemoAdFigures => ({
  ...figures,
  spend: formatMinor(figures.spend, false),
  sales: formatMinor(figures.sales, false),
});

function addTo(sum: Figures, figures: Figures): void {
  sum.impressions += figures.impressions;
  sum.clicks += figures.clicks;
  sum.spend += figures.spend;
  sum.sales += figures.sales;
  sum.orders += figures.orders;
  sum.units += figures.units;
}

/**
 * A campaign's spend of a day over the ASINs it served (popular ones nearly always). An ASIN's
 * spend is its clicks times their cost, so each gets at least about one click's worth: the least
 * popular of them leave the day until the rest can pay one.
 */
function splitOverAsins(random: Random, campaign: DemoAdCampaign, spend: number): number[] {
  const top = Math.max(...campaign.ads.map((ad) => ad.popularity));
  const weights = campaign.ads.map((ad) => {
    const chance = 0.15 + (0.85 * ad.popularity * ad.popularity) / (top * top);
    return random.next() < chance ? ad.popularity * around(random, 0.3) : 0;
  });
  const served = weights
    .map((weight, index) => ({ weight, index }))
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  // The most ASINs, heaviest first, whose lightest still gets a click's worth.
  let kept = served.length;
  let sum = served.reduce((total, entry) => total + entry.weight, 0);
  while (kept > 1 && (spend * served[kept - 1]!.weight) / sum < campaign.cpc) {
    kept -= 1;
    sum -= served[kept]!.weight;
  }
  const shares = weights.map(() => 0);
  if (kept === 0) shares[0] = spend;
  else {
    const allocated = allocateMinor(
      spend,
      served.slice(0, kept).map((entry) => entry.weight),
    );
    served.slice(0, kept).forEach((entry, rank) => (shares[entry.index] = allocated[rank] ?? 0));
  }
  return shares;
}

export interface PeriodDays {
  campaignDays: DemoAdCampaignDay[];
  asinDays: DemoAdAsinDay[];
  /** Each campaign's highest daily spend (minor units), by campaign id, for its budget. */
  peaks: Map<string, number>;
}

/** The campaign and ASIN rows of one period of one marketplace. */
export function periodAdDays(input: PeriodInput, carry: SalesCarry, into: PeriodDays): void {
  const random = createRandom(hashSeed(input.seed, 'ads', input.marketplaceCode, input.periodIndex));
  const days = input.endDay - input.startDay + 1;
  const dayWeights = Array.from(
    { length: days },
    (_, index) => ((input.itemsByDay[index] ?? 0) + 1) * around(random, 0.15),
  );
  const brandWeights = [0, 1, 2].map((brand) =>
    input.campaigns
      .filter((campaign) => campaign.brandIndex === brand && campaign.kind === 'auto')
      .reduce((sum, campaign) => sum + campaign.ads.reduce((total, ad) => total + ad.popularity, 0), 0),
  );
  allocateMinor(input.spend, dayWeights).forEach((daySpend, index) => {
    const day = isoDay(input.startDay + index);
    const weights = input.campaigns.map(
      (campaign) => (brandWeights[campaign.brandIndex] ?? 0) * campaign.share * around(random, 0.15),
    );
    allocateMinor(daySpend, weights).forEach((spend, campaignIndex) => {
      const campaign = input.campaigns[campaignIndex]!;
      if (spend === 0) return;
      const key = { marketplaceId: campaign.marketplaceId, currency: campaign.currency, day };
      const row = { ...key, adProduct: campaign.adProduct, campaignId: campaign.campaignId };
      into.peaks.set(campaign.campaignId, Math.max(into.peaks.get(campaign.campaignId) ?? 0, spend));
      const sum: Figures = { impressions: 0, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 };
      if (!campaign.hasAsinRows) {
        const price = campaign.ads.reduce((total, ad) => total + ad.price, 0) / campaign.ads.length;
        addTo(sum, draw(random, campaign, spend, Math.round(price), carry, `${campaign.campaignId}`));
      } else {
        splitOverAsins(random, campaign, spend).forEach((asinSpend, adIndex) => {
          const ad = campaign.ads[adIndex]!;
          if (asinSpend === 0) return;
          const figures = draw(random, campaign, asinSpend, ad.price, carry, `${campaign.campaignId} ${ad.asin}`);
          addTo(sum, figures);
          into.asinDays.push({
            ...row,
            adGroupId: campaign.adGroupId,
            asin: ad.asin,
            sku: ad.sku,
            ...written(figures),
          });
        });
      }
      into.campaignDays.push({ ...row, ...written(sum) });
    });
  });
}
