// The days with ads figures per marketplace and source, for the sync status
// (ad_campaign_daily's seller × day index; a seller holds campaigns × days rows).
import { adCampaignDaily, eq, sql } from '@brandlens/db';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';

export async function findAdCoverage(reader: DatabaseReader, sellerId: string) {
  return reader
    .select({
      marketplaceId: adCampaignDaily.marketplaceId,
      source: adCampaignDaily.source,
      firstDay: sql<string>`min(${adCampaignDaily.day})::text`,
      lastDay: sql<string>`max(${adCampaignDaily.day})::text`,
    })
    .from(adCampaignDaily)
    .where(eq(adCampaignDaily.sellerId, sellerId))
    .groupBy(adCampaignDaily.marketplaceId, adCampaignDaily.source)
    .orderBy(adCampaignDaily.marketplaceId, adCampaignDaily.source);
}
