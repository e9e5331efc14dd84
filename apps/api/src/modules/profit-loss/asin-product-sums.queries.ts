// The product table's sums (asin-profit-loss), converted in SQL like the statement's (ADR 0014,
// ADR 0041): each SKU-level daily sum of a product, line, currency and status converts with the
// rates of its day and rounds once, exactly as loadGroups converts it in JavaScript, and the
// database sums per product. Rows: products × lines, plus a few legs per currency, whatever the
// history; the JavaScript conversion answered every daily sum of the period.
import { sql, type SQL } from '@brandlens/db';
import { COST_LINE_PREFIX, COST_LINES, type ConversionLegs, type ConvertedLineSum } from '@brandlens/reporting-core';
import type { DatabaseReader } from '../../platform/db/read-deadline.queries.ts';
import {
  convertedSumsOf,
  findTotalsCurrencies,
  type ConvertedRow,
  type ConvertedSumsFilter,
} from './converted-sums.queries.ts';
import { convertedMinorUnits, rateFactors } from './rate-factors.queries.ts';
import {
  daySourceOf,
  fallbackOf,
  rollupConditions,
  rollupsOf,
  statusOf,
  unitCostOnDay,
} from './profit-loss.queries.ts';

/** The group of a product's sums: marketplace and SKU, tab-separated. */
export const productGroupKey = (marketplaceId: string, sku: string) => `${marketplaceId}\t${sku}`;

/** The SKU of a product key. */
export const skuOfProduct = (product: string) => product.slice(product.indexOf('\t') + 1);

export interface ProductSumsFilter extends ConvertedSumsFilter {
  /** Only these SKUs' sums. */
  skus?: readonly string[] | undefined;
}

/** A monthly product sums group: the month's first day, and the product key or '' for legs. */
export function monthBucketOf(group: string): { month: string; product: string } {
  const tab = group.indexOf('\t');
  return tab < 0 ? { month: group, product: '' } : { month: group.slice(0, tab), product: group.slice(tab + 1) };
}

/**
 * Per product (group productGroupKey) the converted sum of each ledger line, and of landed cost
 * as COST_LINE_PREFIX lines (the unit cost valid on each day per SKU), with the statement's
 * status rules; and per currency the legs its days used (group ''), from every row of the period,
 * SKU-less ones too, so that a missing rate answers 422 as the JavaScript conversion did.
 * Rows without a SKU belong to no product and add to no group. `monthly` puts each month's first
 * day and a tab before each product key and makes it the legs' group (monthBucketOf splits them);
 * `skus` keeps the sums of those SKUs only, legs included.
 */
export async function findConvertedProductSums(
  db: DatabaseReader,
  filter: ProductSumsFilter,
): Promise<{ lines: ConvertedLineSum[]; conversions: ConversionLegs[] }> {
  const target = filter.targetCurrency;
  const currencies = (await findTotalsCurrencies(db, filter.sellerId, filter.basis)).filter(
    (currency) => currency !== target,
  );
  const r = rollupsOf(filter);
  const daySource = daySourceOf(r);
  const status = statusOf(sql`${r.status}`, daySource);
  const fallback = fallbackOf(daySource);
  const where = filter.skus
    ? sql`${rollupConditions(filter)} and ${r.sku} = any(${sql.param([...filter.skus])}::text[])`
    : rollupConditions(filter);
  const month = (day: SQL) => sql`to_char(${day}, 'YYYY-MM-01')`;
  const productBucket = filter.monthly
    ? sql`${month(sql`day`)} || E'\\t' || marketplace_id || E'\\t' || sku`
    : sql`marketplace_id || E'\\t' || sku`;
  const legsBucket = filter.monthly ? month(sql`p.day`) : sql`''`;
  const bucketDay = filter.monthly ? sql`date_trunc('month', t.day::timestamp)::date` : sql`null::date`;
  // The posted rollups hold one row per product, day, line, currency and status (their primary
  // key): each is a daily sum already, read as it is. On the order basis, rows of the same day
  // that differ by day source only are summed first, as findRollupSums does.
  const ledgerSums = daySource
    ? sql`materialized (
      select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.day} as day, ${r.pnlLine} as pnl_line,
        ${r.currency} as currency, ${status} as status, sum(${r.amount}) as amount, sum(${r.quantity}) as quantity
      from ${r} where ${where}
      group by ${r.marketplaceId}, ${r.sku}, ${r.day}, ${r.pnlLine}, ${r.currency}, ${status})`
    : sql`not materialized (
      select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.day} as day, ${r.pnlLine} as pnl_line,
        ${r.currency} as currency, ${status} as status, ${r.amount} as amount, ${r.quantity} as quantity
      from ${r} where ${where})`;
  const converted = (amount: SQL, currency: SQL) => convertedMinorUnits(amount, currency, target);
  const targetText = sql`${target}::text`;
  const { rows } = await db.execute<ConvertedRow>(sql`
    with ${rateFactors(currencies, target, filter.from, filter.to)},
    ledger as ${ledgerSums}, costs as materialized (
      select ${r.marketplaceId} as marketplace_id, ${r.sku} as sku, ${r.day} as day, ${r.pnlLine} as pnl_line,
        coalesce(unit.currency, '') as currency, coalesce(sum(abs(${r.quantity}) * unit.cost), 0) as cost,
        sum(abs(${r.quantity})) as quantity, ${fallback} as is_fallback
      from ${r} ${unitCostOnDay(r, filter.sellerId)}
      where ${where} and ${r.pnlLine} = any(${sql.param([...COST_LINES])}::text[]) and ${r.quantity} <> 0
      group by ${r.marketplaceId}, ${r.sku}, ${r.day}, ${r.pnlLine}, unit.currency
    ), ledger_lines as (
      select t.marketplace_id, t.sku, ${bucketDay} as day, t.pnl_line as line,
        sum(${converted(sql`t.amount`, sql`t.currency`)}) as minor_units,
        sum(t.quantity) as quantity, bool_or(t.status = 'estimated') as is_estimated
      from ledger t left join factors f on f.currency = t.currency and f.day = t.day
      where t.sku <> '' group by 1, 2, 3, 4
    ), cost_lines as (
      select t.marketplace_id, t.sku, ${bucketDay} as day, ${COST_LINE_PREFIX} || t.pnl_line as line,
        sum(${converted(sql`t.cost`, sql`t.currency`)}) as minor_units,
        sum(t.quantity) as quantity, bool_or(t.currency = '' or t.is_fallback) as is_estimated
      from costs t left join factors f on f.currency = t.currency and f.day = t.day
      where t.sku <> '' group by 1, 2, 3, 4
    ), pairs as (
      select t.currency, t.day from ledger t where t.currency <> ${targetText}
      union
      select t.currency, t.day from costs t where t.currency <> ${targetText} and t.currency <> ''
    )
    select 'line' as kind, ${productBucket} as bucket, line as line_or_currency,
      minor_units::text, quantity::text, is_estimated, null as from_rate, null as from_date, null as from_source,
      null as to_rate, null as to_date, null as to_source, null as first_day, null as last_day
    from (select * from ledger_lines union all select * from cost_lines) lines
    union all
    select 'legs', ${legsBucket}, p.currency, null, null, null,
      f.from_rate::text, f.from_date::text, f.from_source, f.to_rate::text, f.to_date::text, f.to_source,
      min(p.day)::text, max(p.day)::text
    from pairs p left join factors f on f.currency = p.currency and f.day = p.day
    group by 2, p.currency, f.from_rate, f.from_date, f.from_source, f.to_rate, f.to_date, f.to_source`);
  return convertedSumsOf(rows, target);
}
