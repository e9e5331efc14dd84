export { demoCatalog, DEMO_BRANDS, type DemoProduct } from './demo-catalog.ts';
export { demoCostOfGoods, type DemoCostOfGoods } from './demo-cost-of-goods.ts';
export {
  demoInventoryHistory,
  DEMO_INVENTORY_DAYS,
  type DemoInventory,
  type DemoInventoryRow,
} from './demo-inventory.ts';
export { DEMO_MARKETPLACES, type DemoMarketplace, type TDemoMarketplaceCode } from './demo-marketplaces.ts';
export { DEFAULT_DEMO_MONTHS, DEFAULT_DEMO_ORDERS, type DemoDataOptions, type TDemoFileSplit } from './demo-plan.ts';
export { FLAT_FILE_V2_COLUMNS } from './flat-file-v2.ts';
export {
  writeDemoSettlementFiles,
  type DemoDataResult,
  type DemoProgress,
  type DemoTotals,
} from './write-demo-settlement-files.ts';
export { demoValuationSources, type DemoValuationSources } from './demo-valuation.ts';
export type { DemoReviewSnapshot } from './demo-review-snapshots.ts';
export type { StarCounts } from './demo-star-ratings.ts';
export { DEMO_RANK_DAYS, type DemoCategoryRank } from './demo-category-ranks.ts';
export { DEMO_ACCOUNT_HEALTH_EVERY_DAYS, type DemoAccountHealth } from './demo-account-health-snapshots.ts';
export type { DemoCustomerStats } from './demo-customer-stats.ts';
export type { DemoShopifyRevenue } from './demo-shopify-revenue.ts';
export { demoAdsHistory, type DemoAdPeriod, type DemoAds, type DemoAdsCampaign } from './demo-ads.ts';
export type { DemoAdAsinDay, DemoAdCampaignDay, DemoAdFigures } from './demo-ads-days.ts';
export type { DemoAdTarget, DemoProductAd, TDemoAdProduct, TDemoCampaignKind } from './demo-ads-campaigns.ts';
export { demoAccountHealthDocuments, splitByWeights, type DemoHealthDocument } from './demo-account-health.ts';
export { demoTrafficHistory, DEMO_TRAFFIC_DAYS, type DemoTrafficRow } from './demo-traffic.ts';
export { demoRefunds, demoReturnsHistory, type DemoRefund, type DemoReturnRow } from './demo-returns.ts';
export {
  demoCatalogContent,
  type DemoCatalogChange,
  type DemoCatalogImage,
  type DemoCatalogItem,
} from './demo-catalog-content.ts';
