// The campaign table: filters → per campaign or ad group figures (converted in SQL) and the
// period's net sales → rows, most spend first, and their totals (the rows added up, with the
// seller's net sales of the same days for TACoS). docs/advertising-metrics.md.
import type { TAdCampaigns, ZAdCampaignsQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findCampaignTableRows } from './ad-campaigns.queries.ts';
import { decimalOfMinor } from './ad-conversion.queries.ts';
import { resolveAdFilters, scopeOf } from './ad-filters.ts';
import {
  AD_READ_DEADLINE_MS,
  assertRatesFound,
  figuresOf,
  ledgerTotalsByBucket,
  NET_SALES_LINES,
  sumOfAds,
} from './ad-figures.serializer.ts';
import { findLedgerLineSums } from './ad-ledger.queries.ts';

const TOTAL = 'total';

export async function getAdCampaigns(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: z.output<typeof ZAdCampaignsQuery>,
  today = todayUtc(),
): Promise<TAdCampaigns> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveAdFilters(query, auth, today);
  const { currency, period } = filters;
  const scope = scopeOf(seller.id, filters);
  const deadline = { ms: AD_READ_DEADLINE_MS, what: 'The campaigns' };
  const { table, sales } = await withReadDeadline(db, deadline, async (reader) => ({
    table: await findCampaignTableRows(reader, scope, currency, {
      level: query.level,
      campaignId: query.campaignId,
      search: query.search,
    }),
    sales: await findLedgerLineSums(reader, scope, currency, NET_SALES_LINES, TOTAL),
  }));
  assertRatesFound(table.missingRate, sales.missingRate);
  const spendOf = (spend: string) => BigInt(spend.replace('.', ''));
  const rows = [...table.rows].sort(
    (a, b) =>
      Number(spendOf(b.sums.spend) - spendOf(a.sums.spend)) ||
      a.campaignName.localeCompare(b.campaignName) ||
      (a.adGroupName ?? '').localeCompare(b.adGroupName ?? ''),
  );
  const netSales = ledgerTotalsByBucket(sales.sums).get(TOTAL);
  return {
    sellerId: seller.id,
    currency,
    from: period.from,
    to: period.to,
    level: query.level,
    rows: rows.map(({ sums, ...row }) => ({
      key: [row.marketplaceId, row.adProduct, row.campaignId, ...(row.adGroupId === null ? [] : [row.adGroupId])].join(
        ':',
      ),
      ...row,
      // Net sales cannot be split by campaign: a sale is not tied to the ad that brought it.
      ...figuresOf(sums, null, currency),
    })),
    totals: figuresOf(
      sumOfAds(rows.map((row) => row.sums)),
      netSales?.amount ?? decimalOfMinor('0', currency),
      currency,
      netSales?.isRateEstimated ?? false,
    ),
  };
}
