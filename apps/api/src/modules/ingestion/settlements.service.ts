import type { TMarketplace, TSettlement } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { formatAmount, parseAmount } from '@brandlens/reporting-core';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findMarketplaces, findSettlementsWithTotals } from './settlements.queries.ts';

/** numeric text from the database → ten-thousandths; the database only ever returns plain decimals. */
function scaled(value: string): bigint {
  const parsed = parseAmount(value);
  if (!parsed.ok) throw new Error(`unexpected numeric value ${value}`);
  return parsed.value;
}

/** Per settlement: its total, the sum of its stored rows and the difference, which is 0.00 when it reconciles. */
export async function listSettlements(db: Database, auth: AuthContext, sellerIdOrSlug: string): Promise<TSettlement[]> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const rows = await findSettlementsWithTotals(db, seller.id);
  return rows.map((row) => {
    const total = scaled(row.totalAmount);
    const rowsTotal = scaled(row.rowsTotal);
    return {
      settlementId: row.settlementId,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      depositDate: row.depositDate?.toISOString() ?? null,
      currency: row.currency,
      format: row.format === 'settlement_v1' ? 'settlement_v1' : 'settlement_v2',
      totalAmount: formatAmount(total, 2),
      rowsTotal: formatAmount(rowsTotal, 2),
      difference: formatAmount(total - rowsTotal, 2),
      reconciliation: row.reconciliation,
      rowCount: row.rowCount,
      unmappedCount: row.unmappedCount,
    };
  });
}

export async function listMarketplaces(
  db: Database,
  auth: AuthContext,
  sellerIdOrSlug: string,
): Promise<TMarketplace[]> {
  await getSeller(db, auth, sellerIdOrSlug);
  return (await findMarketplaces(db)).map((row) => ({
    marketplaceId: row.id,
    marketplaceName: row.name,
    domainName: row.domainName,
    countryCode: row.countryCode,
    defaultCurrencyCode: row.defaultCurrencyCode,
    defaultLocale: row.defaultLocale,
    region: row.region,
    listingOptimizationEnabled: row.listingOptimizationEnabled,
  }));
}
