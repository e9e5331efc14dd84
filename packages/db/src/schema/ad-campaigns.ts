// The campaign structure of advertising (docs/advertising.md): campaigns, ad groups, targets and
// product ads, from the Ads API or from uploaded reports.
import { check, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adProductCheck, sourceCheck } from './ad-checks.ts';
import { money } from './money-column.ts';
import { sellers } from './sellers.ts';

const entityColumns = {
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  marketplaceId: text('marketplace_id').notNull(),
  adProduct: text('ad_product').notNull(),
  /** Amazon's campaignId; an uploaded report without ids keys it 'name:' + the campaign name. */
  campaignId: text('campaign_id').notNull(),
  state: text('state'),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    ...entityColumns,
    name: text('name').notNull(),
    /** SP: MANUAL or AUTO; SD: its tactic; SB: null. */
    targetingType: text('targeting_type'),
    budget: money('budget'),
    budgetType: text('budget_type'),
    currency: text('currency'),
    portfolioId: text('portfolio_id'),
    startDay: date('start_day'),
    endDay: date('end_day'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.campaignId] }),
    check('ad_campaigns_ad_product', adProductCheck(t.adProduct)),
    check('ad_campaigns_source', sourceCheck(t.source)),
  ],
);

export const adGroups = pgTable(
  'ad_groups',
  {
    ...entityColumns,
    adGroupId: text('ad_group_id').notNull(),
    name: text('name').notNull(),
    defaultBid: money('default_bid'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.adGroupId] })],
);

/** Keywords and product or audience targets. */
export const adTargets = pgTable(
  'ad_targets',
  {
    ...entityColumns,
    adGroupId: text('ad_group_id').notNull(),
    targetId: text('target_id').notNull(),
    /** keyword, negative-keyword, product, auto, audience. */
    kind: text('kind').notNull(),
    /** The keyword text or the target expression as Amazon writes it. */
    expression: text('expression').notNull(),
    /** EXACT, PHRASE, BROAD for keywords; null otherwise. */
    matchType: text('match_type'),
    bid: money('bid'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.targetId] })],
);

export const adProductAds = pgTable(
  'ad_product_ads',
  {
    ...entityColumns,
    adGroupId: text('ad_group_id').notNull(),
    adId: text('ad_id').notNull(),
    asin: text('asin'),
    sku: text('sku'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.adProduct, t.adId] })],
);
