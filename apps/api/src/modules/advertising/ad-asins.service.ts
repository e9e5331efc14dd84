// The ASIN table: filters → per marketplace × advertised ASIN figures with the net sales of its
// SKUs (TACoS), and the spend no ASIN row carries → rows, most spend first, and their totals (the
// rows added up, net sales of the ASINs listed). docs/advertising-metrics.md.
import type { TAdAsins, TAdFilters } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { addAdSums, adFiguresOf, EMPTY_AD_SUMS, type AdSums } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { todayUtc } from '../profit-loss/profit-loss-params.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findAsinTableRows, findUnattributedSpend } from './ad-asins.queries.ts';
import { resolveAdFilters, scopeOf } from './ad-filters.ts';
import { AD_READ_DEADLINE_MS, assertRatesFound, figuresOf, NET_SALES_LINES } from './ad-figures.serializer.ts';

export async function getAdAsins(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
  query: TAdFilters & { search?: string | undefined },
  today = todayUtc(),
): Promise<TAdAsins> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const filters = resolveAdFilters(query, auth, today);
  const { currency, period } = filters;
  const scope = scopeOf(seller.id, filters);
  const deadline = { ms: AD_READ_DEADLINE_MS, what: 'The advertised ASINs' };
  const { table, unattributed } = await withReadDeadline(db, deadline, async (reader) => ({
    table: await findAsinTableRows(reader, scope, currency, NET_SALES_LINES, query.search),
    unattributed: await findUnattributedSpend(reader, scope, currency),
  }));
  assertRatesFound(table.missingRate, unattributed.missingRate);
  const spendOf = (spend: string) => BigInt(spend.replace('.', ''));
  const rows = [...table.rows].sort(
    (a, b) =>
      Number(spendOf(b.sums.spend) - spendOf(a.sums.spend)) ||
      a.marketplaceId.localeCompare(b.marketplaceId) ||
      a.asin.localeCompare(b.asin),
  );
  const totals = rows.reduce<AdSums>((sum, row) => addAdSums(sum, { ...row.sums, totalSales: row.netSales }), {
    ...EMPTY_AD_SUMS,
    totalSales: '0',
  });
  return {
    sellerId: seller.id,
    currency,
    from: period.from,
    to: period.to,
    rows: rows.map(({ sums, netSales, ...row }) => ({
      key: `${row.marketplaceId}:${row.asin}`,
      ...row,
      ...figuresOf(sums, netSales, currency),
    })),
    totals: adFiguresOf(totals, currency),
    unattributedSpend: unattributed.spend,
  };
}
