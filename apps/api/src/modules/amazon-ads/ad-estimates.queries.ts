// What the ad spend estimates are rebuilt from (docs/advertising.md), read on the ledger writer's
// connection inside its transaction, after the seller's lock (LedgerWriter.readLocked): the batches
// to replace, the billed cutoff of each currency, and the ads rows of the days after it.
import type { AdSpendRow, TAdSpendProduct } from '@brandlens/reporting-core';
import type { PoolClient } from 'pg';

export interface AdEstimateFacts {
  /** settlement_id of the seller's stored ad estimate batches (in the currencies asked for). */
  batchIds: string[];
  /** Per currency, the last day the settlements' Cost of Advertising charges cover. */
  cutoffs: Map<string, string>;
  asinRows: AdSpendRow[];
  campaignRows: AdSpendRow[];
}

const BATCH_IDS = `
  select settlement_id from settlements
  where seller_id = $1 and kind = 'ads_estimate' and ($2::text[] is null or currency = any($2::text[]))
  order by settlement_id`;

/**
 * The settlements that may hold the latest charge of their currency, newest first: those ending
 * after (or up to two days before) the last day with a final charge in the statement's totals,
 * and the unreconciled ones (whose charges are not final). Reading the totals first keeps the
 * check of each settlement's rows to a few settlements, whatever the size of the ledger.
 * A settlement covers up to the day of its last instant: one ending at midnight covers the day before.
 */
const CANDIDATES = `
  with charged as (
    select currency, max(day) as day from ledger_daily_totals
    where seller_id = $1 and pnl_line = 'amazonAdExpenses' and status = 'final'
    group by currency
  )
  select s.id, s.currency, ((s.end_date - interval '1 microsecond') at time zone 'UTC')::date::text as covered_day
  from settlements s left join charged c on c.currency = s.currency
  where s.seller_id = $1 and s.kind = 'settlement' and ($2::text[] is null or s.currency = any($2::text[]))
    and (s.reconciliation = 'unreconciled' or s.end_date >= c.day - 2)
  order by s.currency, s.end_date desc, s.id`;

const HOLDS_CHARGE = `
  select exists (select 1 from ledger_entries where settlement_ref = $1 and pnl_line = 'amazonAdExpenses') as holds`;

/**
 * Spend per marketplace × day × ad product × currency (× SKU for the ASIN rows) after each
 * currency's cutoff, both tables in one statement so they are read from one snapshot.
 * $2/$3: currencies and their cutoffs; $4: the currencies asked for (null: all); $5: the earliest
 * day any of them can need (null: every day), which lets the (seller, day) indexes skip the rest.
 */
const SPEND = `
  with cutoffs as (select * from unnest($2::text[], $3::date[]) as t(currency, cutoff))
  select 'asin' as source, a.marketplace_id, a.day::text as day, a.ad_product, a.currency,
    nullif(a.sku, '') as sku, sum(a.spend)::text as spend
  from ad_asin_daily a left join cutoffs c on c.currency = a.currency
  where a.seller_id = $1 and ($5::date is null or a.day > $5::date)
    and ($4::text[] is null or a.currency = any($4::text[])) and (c.cutoff is null or a.day > c.cutoff)
  group by a.marketplace_id, a.day, a.ad_product, a.currency, nullif(a.sku, '')
  union all
  select 'campaign', d.marketplace_id, d.day::text, d.ad_product, d.currency, null, sum(d.spend)::text
  from ad_campaign_daily d left join cutoffs c on c.currency = d.currency
  where d.seller_id = $1 and ($5::date is null or d.day > $5::date)
    and ($4::text[] is null or d.currency = any($4::text[])) and (c.cutoff is null or d.day > c.cutoff)
  group by d.marketplace_id, d.day, d.ad_product, d.currency`;

async function readCutoffs(client: PoolClient, sellerId: string, currencies: string[] | null) {
  const { rows } = await client.query<{ id: string; currency: string; covered_day: string }>(CANDIDATES, [
    sellerId,
    currencies,
  ]);
  const cutoffs = new Map<string, string>();
  for (const row of rows) {
    if (cutoffs.has(row.currency)) continue;
    const held = await client.query<{ holds: boolean }>(HOLDS_CHARGE, [row.id]);
    if (held.rows[0]?.holds) cutoffs.set(row.currency, row.covered_day);
  }
  return cutoffs;
}

/** Everything a rebuild needs, for every currency (null) or only those named. */
export async function readAdEstimateFacts(
  client: PoolClient,
  sellerId: string,
  currencies: string[] | null,
): Promise<AdEstimateFacts> {
  const batches = await client.query<{ settlement_id: string }>(BATCH_IDS, [sellerId, currencies]);
  const cutoffs = await readCutoffs(client, sellerId, currencies);
  // Only a rebuild of named currencies that all have a cutoff can skip the days before the
  // earliest: over every currency, one without a charge (paid by card) needs all its days.
  const isEveryCurrencyCut = currencies !== null && currencies.every((currency) => cutoffs.has(currency));
  const earliest = isEveryCurrencyCut && cutoffs.size > 0 ? [...cutoffs.values()].sort()[0]! : null;
  const spend = await client.query<{
    source: 'asin' | 'campaign';
    marketplace_id: string;
    day: string;
    ad_product: TAdSpendProduct;
    currency: string;
    sku: string | null;
    spend: string;
  }>(SPEND, [sellerId, [...cutoffs.keys()], [...cutoffs.values()], currencies, earliest]);
  const toRow = (row: (typeof spend.rows)[number]): AdSpendRow => ({
    marketplaceId: row.marketplace_id,
    day: row.day,
    adProduct: row.ad_product,
    currency: row.currency,
    sku: row.sku,
    spend: row.spend,
  });
  return {
    batchIds: batches.rows.map((row) => row.settlement_id),
    cutoffs,
    asinRows: spend.rows.filter((row) => row.source === 'asin').map(toRow),
    campaignRows: spend.rows.filter((row) => row.source === 'campaign').map(toRow),
  };
}
