// Amazon's campaign structure as our rows: states upper-case as v3 writes them,
// days as 'YYYY-MM-DD' (Sponsored Display writes YYYYMMDD), money as decimal text.
import type { z } from 'zod';
import type {
  ZSbCampaignsPage,
  ZSdCampaigns,
  ZSpAdGroup,
  ZSpCampaign,
  ZSpKeyword,
  ZSpProductAd,
  ZSpTarget,
} from './ads-api.schemas.ts';
import type { AdCampaignValues, AdGroupValues, AdProductAdValues, AdTargetValues } from './ads-entities.queries.ts';

export interface EntityProfile {
  sellerId: string;
  profileId: string;
  marketplaceId: string;
  currency: string;
}

const upper = (value: string | null | undefined) => value?.toUpperCase() ?? null;
const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : value.toFixed(4);

/** '2022-08-11' or '20220811' as '2022-08-11'; anything else as null. */
export function dayText(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : null;
}

const base = (profile: EntityProfile, adProduct: 'SP' | 'SB' | 'SD', campaignId: string, state?: string | null) => ({
  sellerId: profile.sellerId,
  marketplaceId: profile.marketplaceId,
  adProduct,
  campaignId,
  state: upper(state),
  source: 'api',
});

export const spCampaignValues = (profile: EntityProfile, campaign: z.output<typeof ZSpCampaign>): AdCampaignValues => ({
  ...base(profile, 'SP', campaign.campaignId, campaign.state),
  name: campaign.name,
  targetingType: upper(campaign.targetingType),
  budget: moneyText(campaign.budget?.budget),
  budgetType: upper(campaign.budget?.budgetType),
  currency: profile.currency,
  portfolioId: campaign.portfolioId ?? null,
  startDay: dayText(campaign.startDate),
  endDay: dayText(campaign.endDate),
});

type SbCampaign = z.output<typeof ZSbCampaignsPage>['campaigns'][number];
export const sbCampaignValues = (profile: EntityProfile, campaign: SbCampaign): AdCampaignValues => ({
  ...base(profile, 'SB', campaign.campaignId, campaign.state),
  name: campaign.name,
  targetingType: null,
  budget: moneyText(campaign.budget),
  budgetType: upper(campaign.budgetType),
  currency: profile.currency,
  portfolioId: campaign.portfolioId ?? null,
  startDay: dayText(campaign.startDate),
  endDay: dayText(campaign.endDate),
});

type SdCampaign = z.output<typeof ZSdCampaigns>[number];
export const sdCampaignValues = (profile: EntityProfile, campaign: SdCampaign): AdCampaignValues => ({
  ...base(profile, 'SD', campaign.campaignId, campaign.state),
  name: campaign.name,
  targetingType: campaign.tactic ?? null,
  budget: moneyText(campaign.budget),
  budgetType: upper(campaign.budgetType),
  currency: profile.currency,
  portfolioId: campaign.portfolioId ?? null,
  startDay: dayText(campaign.startDate),
  endDay: dayText(campaign.endDate),
});

export const spAdGroupValues = (profile: EntityProfile, group: z.output<typeof ZSpAdGroup>): AdGroupValues => ({
  ...base(profile, 'SP', group.campaignId, group.state),
  adGroupId: group.adGroupId,
  name: group.name,
  defaultBid: moneyText(group.defaultBid),
});

export const spKeywordValues = (profile: EntityProfile, keyword: z.output<typeof ZSpKeyword>): AdTargetValues => ({
  ...base(profile, 'SP', keyword.campaignId, keyword.state),
  adGroupId: keyword.adGroupId,
  targetId: keyword.keywordId,
  kind: 'keyword',
  expression: keyword.keywordText,
  matchType: upper(keyword.matchType),
  bid: moneyText(keyword.bid),
});

/** A targeting clause as Amazon's reports write it: `asin="B0…"`, or the auto-targeting type alone. */
function expressionText(target: z.output<typeof ZSpTarget>): string {
  return target.expression
    .map((part) =>
      part.value === undefined || part.value === null ? part.type : `${part.type}=${JSON.stringify(part.value)}`,
    )
    .join(' ');
}

export const spTargetValues = (profile: EntityProfile, target: z.output<typeof ZSpTarget>): AdTargetValues => ({
  ...base(profile, 'SP', target.campaignId, target.state),
  adGroupId: target.adGroupId,
  targetId: target.targetId,
  kind: upper(target.expressionType) === 'AUTO' ? 'auto' : 'product',
  expression: expressionText(target),
  matchType: null,
  bid: moneyText(target.bid),
});

export const spProductAdValues = (profile: EntityProfile, ad: z.output<typeof ZSpProductAd>): AdProductAdValues => ({
  ...base(profile, 'SP', ad.campaignId, ad.state),
  adGroupId: ad.adGroupId,
  adId: ad.adId,
  asin: ad.asin ?? null,
  sku: ad.sku ?? null,
});
