// The settled money the P&L alerts read: per SKU from ledger_daily_rollups and seller-wide from
// ledger_daily_totals, both by seller and day range on their primary keys (posted basis, the
// statement's default), never the ledger rows. Amounts come back as decimal strings.
import { and, eq, inArray, ledgerDailyRollups, ledgerDailyTotals, sql, type Database, type SQL } from '@brandlens/db';
import type { TPnlLine } from '@brandlens/reporting-core';
import type { DayWindow } from './alert-windows.ts';

/** Whether the seller has any money on these P&L lines (SKU-less totals, a few rows per day). */
export async function hasLedgerLine(db: Database, sellerId: string, lines: readonly TPnlLine[]): Promise<boolean> {
  const t = ledgerDailyTotals;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(t)
    .where(and(eq(t.sellerId, sellerId), inArray(t.pnlLine, [...lines])))
    .limit(1);
  return rows.length > 0;
}

/**
 * Per marketplace, the currency most of its SKU money of the window is in (by absolute amount):
 * the currency its per-SKU figures are shown in.
 */
export async function findMarketplaceCurrencies(db: Database, sellerId: string, window: DayWindow) {
  const r = ledgerDailyRollups;
  const { rows } = await db.execute<{ marketplace_id: string; currency: string }>(sql`
    select distinct on (marketplace_id) marketplace_id, currency from (
      select ${r.marketplaceId} as marketplace_id, ${r.currency} as currency, sum(abs(${r.amount})) as volume
      from ${r}
      where ${r.sellerId} = ${sellerId} and ${r.day} between ${window.from}::date and ${window.to}::date
        and ${r.sku} <> ''
      group by 1, 2
    ) money
    order by marketplace_id, volume desc, currency`);
  return rows.map((row) => ({ marketplaceId: row.marketplace_id, currency: row.currency }));
}

const sumWhere = (value: SQL, condition: SQL | undefined) =>
  sql`coalesce(sum(${value}) filter (where ${condition}), 0)`;

export interface FeeSums {
  marketplaceId: string;
  sku: string;
  currency: string;
  recentFees: string;
  recentUnits: number;
  priorFees: string;
  priorUnits: number;
}

/**
 * Per SKU × marketplace, the fee lines' amounts and the units sold in the recent and the prior
 * window, for SKUs with at least `minUnits` sold in each; a SKU sold in several currencies keeps
 * the currency of most of its recent units.
 */
export async function findFeeSums(
  db: Database,
  sellerId: string,
  windows: { recent: DayWindow; prior: DayWindow; minUnits: number },
  lines: { fees: readonly TPnlLine[]; unitsSold: TPnlLine },
): Promise<FeeSums[]> {
  const r = ledgerDailyRollups;
  const isRecent = sql`${r.day} >= ${windows.recent.from}::date`;
  const isFee = inArray(r.pnlLine, [...lines.fees]);
  const isSale = eq(r.pnlLine, lines.unitsSold);
  const { rows } = await db.execute<{
    marketplace_id: string;
    sku: string;
    currency: string;
    recent_fees: string;
    recent_units: string;
    prior_fees: string;
    prior_units: string;
  }>(sql`
    select distinct on (marketplace_id, sku) * from (
      select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.currency} as currency,
        ${sumWhere(sql`${r.amount}`, sql`${isRecent} and ${isFee}`)}::text as recent_fees,
        ${sumWhere(sql`${r.quantity}`, sql`${isRecent} and ${isSale}`)} as recent_units,
        ${sumWhere(sql`${r.amount}`, sql`not (${isRecent}) and ${isFee}`)}::text as prior_fees,
        ${sumWhere(sql`${r.quantity}`, sql`not (${isRecent}) and ${isSale}`)} as prior_units
      from ${r}
      where ${r.sellerId} = ${sellerId} and ${r.day} between ${windows.prior.from}::date and ${windows.recent.to}::date
        and ${r.sku} <> '' and ${inArray(r.pnlLine, [...lines.fees, lines.unitsSold])}
      group by 1, 2, 3
    ) sums
    where recent_units >= ${windows.minUnits} and prior_units >= ${windows.minUnits}
    order by marketplace_id, sku, recent_units desc, currency`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    currency: row.currency,
    recentFees: row.recent_fees,
    recentUnits: Number(row.recent_units),
    priorFees: row.prior_fees,
    priorUnits: Number(row.prior_units),
  }));
}

export interface ReturnSums {
  marketplaceId: string;
  sku: string;
  recentSold: number;
  recentReturned: number;
  priorSold: number;
  priorReturned: number;
}

/** Per SKU × marketplace, units sold and units refunded in each window, for SKUs with `minUnits` sold in each. */
export async function findReturnSums(
  db: Database,
  sellerId: string,
  windows: { recent: DayWindow; prior: DayWindow; minUnits: number },
  lines: { unitsSold: TPnlLine; unitsReturned: TPnlLine },
): Promise<ReturnSums[]> {
  const r = ledgerDailyRollups;
  const isRecent = sql`${r.day} >= ${windows.recent.from}::date`;
  const isSale = eq(r.pnlLine, lines.unitsSold);
  const isReturn = eq(r.pnlLine, lines.unitsReturned);
  const { rows } = await db.execute<{
    marketplace_id: string;
    sku: string;
    recent_sold: string;
    recent_returned: string;
    prior_sold: string;
    prior_returned: string;
  }>(sql`
    select * from (
      select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku,
        ${sumWhere(sql`${r.quantity}`, sql`${isRecent} and ${isSale}`)} as recent_sold,
        ${sumWhere(sql`abs(${r.quantity})`, sql`${isRecent} and ${isReturn}`)} as recent_returned,
        ${sumWhere(sql`${r.quantity}`, sql`not (${isRecent}) and ${isSale}`)} as prior_sold,
        ${sumWhere(sql`abs(${r.quantity})`, sql`not (${isRecent}) and ${isReturn}`)} as prior_returned
      from ${r}
      where ${r.sellerId} = ${sellerId} and ${r.day} between ${windows.prior.from}::date and ${windows.recent.to}::date
        and ${r.sku} <> '' and ${inArray(r.pnlLine, [lines.unitsSold, lines.unitsReturned])}
      group by 1, 2
    ) sums
    where recent_sold >= ${windows.minUnits} and prior_sold >= ${windows.minUnits}
    order by marketplace_id, sku`);
  return rows.map((row) => ({
    marketplaceId: row.marketplace_id,
    sku: row.sku,
    recentSold: Number(row.recent_sold),
    recentReturned: Number(row.recent_returned),
    priorSold: Number(row.prior_sold),
    priorReturned: Number(row.prior_returned),
  }));
}

/** Per currency, the seller's advertising and net sales of the window (every marketplace, SKU or not). */
export async function findAdSpendAndNetSales(
  db: Database,
  sellerId: string,
  window: DayWindow,
  lines: { ads: readonly TPnlLine[]; netSales: readonly TPnlLine[] },
) {
  const t = ledgerDailyTotals;
  const { rows } = await db.execute<{ currency: string; ad_expenses: string; net_sales: string }>(sql`
    select ${t.currency} as currency,
      ${sumWhere(sql`${t.amount}`, inArray(t.pnlLine, [...lines.ads]))}::text as ad_expenses,
      ${sumWhere(sql`${t.amount}`, inArray(t.pnlLine, [...lines.netSales]))}::text as net_sales
    from ${t}
    where ${t.sellerId} = ${sellerId} and ${t.day} between ${window.from}::date and ${window.to}::date
      and ${inArray(t.pnlLine, [...lines.ads, ...lines.netSales])}
    group by 1
    order by 1`);
  return rows.map((row) => ({ currency: row.currency, adExpenses: row.ad_expenses, netSales: row.net_sales }));
}
