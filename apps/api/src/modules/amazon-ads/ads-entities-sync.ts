// A profile's campaign structure from the Ads API: Sponsored Products
// campaigns, ad groups, keywords and targets, product ads (v3 list calls, page
// by page with nextToken), and the Sponsored Brands and Display campaigns.
// Stored page by page, so memory holds one page whatever the account's size.
import type { Database } from '@brandlens/db';
import type { z } from 'zod';
import type { AdsApiClient } from './ads-api-client.ts';
import { AdsRequestError } from './ads-api.errors.ts';
import {
  ZSbCampaignsPage,
  ZSdCampaigns,
  ZSpAdGroupsPage,
  ZSpCampaignsPage,
  ZSpKeywordsPage,
  ZSpProductAdsPage,
  ZSpTargetsPage,
} from './ads-api.schemas.ts';
import { upsertAdCampaigns, upsertAdGroups, upsertAdProductAds, upsertAdTargets } from './ads-entities.queries.ts';
import {
  sbCampaignValues,
  sdCampaignValues,
  spAdGroupValues,
  spCampaignValues,
  spKeywordValues,
  spProductAdValues,
  spTargetValues,
  type EntityProfile,
} from './ads-entity-values.ts';

export type { EntityProfile } from './ads-entity-values.ts';

const PAGE_SIZE = 100;
/** Archived ones too: a campaign archived this week still has spend in the reports. */
const ALL_STATES = ['ENABLED', 'PAUSED', 'ARCHIVED'];
/** A list that never ends (a token that keeps coming back) stops here. */
const MAX_PAGES = 1000;

/** Every page of a v3 list call, handed to `store` one at a time; answers the number of items. */
async function eachPage<TSchema extends z.ZodType<{ nextToken?: string | null | undefined }>>(
  client: AdsApiClient,
  profile: EntityProfile,
  call: { operation: string; path: string; mediaType: string },
  schema: TSchema,
  store: (page: z.output<TSchema>) => Promise<number>,
): Promise<number> {
  let nextToken: string | undefined;
  let total = 0;
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page = await client.send(
      {
        ...call,
        method: 'POST',
        profileId: profile.profileId,
        body: { maxResults: PAGE_SIZE, stateFilter: { include: ALL_STATES }, ...(nextToken ? { nextToken } : {}) },
      },
      schema,
    );
    total += await store(page);
    nextToken = page.nextToken ?? undefined;
    if (!nextToken) break;
  }
  return total;
}

/** Sponsored Brands or Display may not be open to the account (no brand registry): nothing to list then. */
const isNotOpenToAccount = (error: unknown) =>
  error instanceof AdsRequestError && error.status !== undefined && [400, 403, 404].includes(error.status);

async function syncSponsoredDisplayCampaigns(db: Database, client: AdsApiClient, profile: EntityProfile) {
  let total = 0;
  for (let startIndex = 0; startIndex < MAX_PAGES * PAGE_SIZE; startIndex += PAGE_SIZE) {
    const campaigns = await client.send(
      {
        operation: 'listSdCampaigns',
        method: 'GET',
        path: '/sd/campaigns',
        profileId: profile.profileId,
        query: { startIndex: String(startIndex), count: String(PAGE_SIZE), stateFilter: 'enabled,paused,archived' },
      },
      ZSdCampaigns,
    );
    await upsertAdCampaigns(
      db,
      campaigns.map((campaign) => sdCampaignValues(profile, campaign)),
    );
    total += campaigns.length;
    if (campaigns.length < PAGE_SIZE) break;
  }
  return total;
}

export interface EntityCounts {
  campaigns: number;
  adGroups: number;
  targets: number;
  productAds: number;
}

export async function syncAdEntities(
  db: Database,
  client: AdsApiClient,
  profile: EntityProfile,
): Promise<EntityCounts> {
  const sp = (operation: string, path: string, type: string) => ({
    operation,
    path,
    mediaType: `application/vnd.${type}.v3+json`,
  });
  const campaigns = await eachPage(
    client,
    profile,
    sp('listSpCampaigns', '/sp/campaigns/list', 'spCampaign'),
    ZSpCampaignsPage,
    async (page) => {
      await upsertAdCampaigns(
        db,
        page.campaigns.map((campaign) => spCampaignValues(profile, campaign)),
      );
      return page.campaigns.length;
    },
  );
  const adGroups = await eachPage(
    client,
    profile,
    sp('listSpAdGroups', '/sp/adGroups/list', 'spAdGroup'),
    ZSpAdGroupsPage,
    async (page) => {
      await upsertAdGroups(
        db,
        page.adGroups.map((group) => spAdGroupValues(profile, group)),
      );
      return page.adGroups.length;
    },
  );
  const keywords = await eachPage(
    client,
    profile,
    sp('listSpKeywords', '/sp/keywords/list', 'spKeyword'),
    ZSpKeywordsPage,
    async (page) => {
      await upsertAdTargets(
        db,
        page.keywords.map((keyword) => spKeywordValues(profile, keyword)),
      );
      return page.keywords.length;
    },
  );
  const targets = await eachPage(
    client,
    profile,
    sp('listSpTargets', '/sp/targets/list', 'spTargetingClause'),
    ZSpTargetsPage,
    async (page) => {
      await upsertAdTargets(
        db,
        page.targetingClauses.map((target) => spTargetValues(profile, target)),
      );
      return page.targetingClauses.length;
    },
  );
  const productAds = await eachPage(
    client,
    profile,
    sp('listSpProductAds', '/sp/productAds/list', 'spProductAd'),
    ZSpProductAdsPage,
    async (page) => {
      await upsertAdProductAds(
        db,
        page.productAds.map((ad) => spProductAdValues(profile, ad)),
      );
      return page.productAds.length;
    },
  );
  const sbCall = {
    operation: 'listSbCampaigns',
    path: '/sb/v4/campaigns/list',
    mediaType: 'application/vnd.sbcampaignresource.v4+json',
  };
  const sbCampaigns = await eachPage(client, profile, sbCall, ZSbCampaignsPage, async (page) => {
    await upsertAdCampaigns(
      db,
      page.campaigns.map((campaign) => sbCampaignValues(profile, campaign)),
    );
    return page.campaigns.length;
  }).catch((error: unknown) => {
    if (isNotOpenToAccount(error)) return 0;
    throw error;
  });
  const sdCampaigns = await syncSponsoredDisplayCampaigns(db, client, profile).catch((error: unknown) => {
    if (isNotOpenToAccount(error)) return 0;
    throw error;
  });
  return { campaigns: campaigns + sbCampaigns + sdCampaigns, adGroups, targets: keywords + targets, productAds };
}
