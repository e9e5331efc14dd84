// The Amazon Ads API answers this module reads, as zod schemas of the fields
// it uses (the shapes of the samples in amzn-ads-advanced-tools-docs). Ids come
// as strings (v3) or numbers (v2, Sponsored Display, report rows): kept as text.
import { z } from 'zod';

export const ZAdsId = z.union([z.string().min(1), z.number().int()]).transform(String);
const optionalText = z.string().nullish();
const optionalNumber = z.number().nullish();

export const ZAdsProfile = z.object({
  profileId: ZAdsId,
  countryCode: z.string(),
  currencyCode: z.string().length(3),
  timezone: z.string(),
  accountInfo: z.object({
    marketplaceStringId: z.string().min(1),
    id: z.string().min(1),
    type: z.string(),
    name: z.string().nullish(),
  }),
});
export type TAdsProfile = z.infer<typeof ZAdsProfile>;
export const ZAdsProfiles = z.array(ZAdsProfile);

/** A v3 list page: the items under `key`, and the token of the next page. */
const page = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    nextToken: z.string().nullish(),
    ...({ [key]: z.array(item).default([]) } as Record<K, z.ZodDefault<z.ZodArray<T>>>),
  });

export const ZSpCampaign = z.object({
  campaignId: ZAdsId,
  name: z.string(),
  state: optionalText,
  targetingType: optionalText,
  budget: z.object({ budget: optionalNumber, budgetType: optionalText }).nullish(),
  portfolioId: ZAdsId.nullish(),
  startDate: optionalText,
  endDate: optionalText,
});
export const ZSpAdGroup = z.object({
  adGroupId: ZAdsId,
  campaignId: ZAdsId,
  name: z.string(),
  state: optionalText,
  defaultBid: optionalNumber,
});
export const ZSpKeyword = z.object({
  keywordId: ZAdsId,
  adGroupId: ZAdsId,
  campaignId: ZAdsId,
  keywordText: z.string(),
  matchType: optionalText,
  state: optionalText,
  bid: optionalNumber,
});
export const ZSpTarget = z.object({
  targetId: ZAdsId,
  adGroupId: ZAdsId,
  campaignId: ZAdsId,
  expression: z.array(z.object({ type: z.string(), value: z.unknown().optional() })).default([]),
  expressionType: optionalText,
  state: optionalText,
  bid: optionalNumber,
});
export const ZSpProductAd = z.object({
  adId: ZAdsId,
  adGroupId: ZAdsId,
  campaignId: ZAdsId,
  asin: optionalText,
  sku: optionalText,
  state: optionalText,
});

export const ZSpCampaignsPage = page('campaigns', ZSpCampaign);
export const ZSpAdGroupsPage = page('adGroups', ZSpAdGroup);
export const ZSpKeywordsPage = page('keywords', ZSpKeyword);
export const ZSpTargetsPage = page('targetingClauses', ZSpTarget);
export const ZSpProductAdsPage = page('productAds', ZSpProductAd);

/** Sponsored Brands v4 (POST /sb/v4/campaigns/list): the budget is a number beside its type. */
export const ZSbCampaignsPage = page(
  'campaigns',
  z.object({
    campaignId: ZAdsId,
    name: z.string(),
    state: optionalText,
    budget: optionalNumber,
    budgetType: optionalText,
    portfolioId: ZAdsId.nullish(),
    startDate: optionalText,
    endDate: optionalText,
  }),
);

/** Sponsored Display (GET /sd/campaigns): a bare array, lower-case states, dates as YYYYMMDD. */
export const ZSdCampaigns = z.array(
  z.object({
    campaignId: ZAdsId,
    name: z.string(),
    tactic: optionalText,
    state: optionalText,
    budget: optionalNumber,
    budgetType: optionalText,
    portfolioId: ZAdsId.nullish(),
    startDate: optionalText,
    endDate: optionalText,
  }),
);

/** Reporting v3: the answer of a create and of a status check. */
export const ZAdsReport = z.object({
  reportId: z.string().min(1),
  status: z.enum(['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED']),
  url: z.string().nullish(),
  fileSize: z.number().nullish(),
  failureReason: z.string().nullish(),
});
export type TAdsReport = z.infer<typeof ZAdsReport>;

/** JSON.parse keeping integers past 2^53 exact, as their text (64-bit ids in numeric fields). */
export function parseJsonKeepingIds(text: string): unknown {
  const reviver = (_key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    context?.source !== undefined &&
    /^-?\d+$/.test(context.source)
      ? context.source
      : value;
  return JSON.parse(text, reviver as Parameters<typeof JSON.parse>[1]);
}
