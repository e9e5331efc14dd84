/**
 * Ad spend of the ads reports as estimated ledger rows (docs/advertising.md, ADR 0035): per
 * currency, the days after the billed cutoff (the last day the settlements' Cost of Advertising
 * charges cover), one row per day × marketplace × ad product × SKU, on the P&L line of the charges.
 * Days up to the cutoff are left to the charges, so the same money never counts twice.
 *
 * Within the ads data too, each marketplace × day × ad product is counted once: from the
 * advertised-product (ASIN) rows when it has any, which name the SKU, else from the campaign rows
 * (Sponsored Brands, or days whose advertised-product report is missing), without a SKU.
 * Pure and exact: amounts are decimals with 4 places, as the ledger keeps them.
 */
import { formatDecimal, parseDecimal, rescale } from '../decimal.ts';

/** Ledger amounts are stored with 4 decimals. */
const SCALE = 4;

export type TAdSpendProduct = 'SP' | 'SB' | 'SD';

/** The spend of one ads report row (or a sum of rows of the same key). */
export interface AdSpendRow {
  marketplaceId: string;
  /** YYYY-MM-DD, the ads report's day. */
  day: string;
  adProduct: TAdSpendProduct;
  currency: string;
  /** The advertised SKU on ASIN rows; null on campaign rows and on ASIN rows that name none. */
  sku: string | null;
  /** Decimal string. */
  spend: string;
}

export interface AdEstimateInput {
  /** Rows of the advertised-product reports (ad_asin_daily). */
  asinRows: readonly AdSpendRow[];
  /** Rows of the campaign reports (ad_campaign_daily); their SKU is ignored. */
  campaignRows: readonly AdSpendRow[];
  /** Per currency, the last day the billed charges cover; a currency without one has every day estimated. */
  cutoffs: ReadonlyMap<string, string>;
}

/** A ledger row, in the shape the ledger writer takes. */
export interface AdEstimateRow {
  marketplaceId: string;
  sku: string | null;
  orderId: null;
  transactionType: string;
  amountType: string;
  amountDescription: string;
  pnlLine: 'amazonAdExpenses';
  quantity: null;
  postedDate: string;
  postedAt: null;
  /** Decimal string, 4 decimals, negative: money out. */
  amount: string;
  sourceLine: number;
}

export interface AdEstimateBatch {
  currency: string;
  /** settlements.settlement_id of the batch. */
  settlementId: string;
  rows: AdEstimateRow[];
  firstDay: string;
  lastDay: string;
  /** Sum of the rows, 4 decimals. */
  total: string;
  /** The currency's cutoff (null: no charge billed in that currency). */
  cutoff: string | null;
}

export const AD_ESTIMATE_TRANSACTION_TYPE = 'Advertising';
/** The amount type of the settlements' charges, so a reader sees which money the rows stand for. */
export const AD_ESTIMATE_AMOUNT_TYPE = 'Cost of Advertising';
const PRODUCT_NAMES: Record<TAdSpendProduct, string> = {
  SP: 'Sponsored Products',
  SB: 'Sponsored Brands',
  SD: 'Sponsored Display',
};

export const adEstimateBatchId = (currency: string) => `ads:${currency}`;

export function adEstimateDescription(adProduct: TAdSpendProduct): string {
  return `${PRODUCT_NAMES[adProduct]} spend (estimated from the ads reports)`;
}

const units4 = (text: string) => rescale(parseDecimal(text), SCALE).units;
const SEP = '\u0000';

/** Sums spend per currency × day × marketplace × ad product × SKU. */
function sumByKey(rows: readonly AdSpendRow[], cutoffs: ReadonlyMap<string, string>, withSku: boolean) {
  const sums = new Map<string, { row: AdSpendRow; sku: string | null; spend: bigint }>();
  for (const row of rows) {
    const cutoff = cutoffs.get(row.currency);
    if (cutoff !== undefined && row.day <= cutoff) continue;
    const sku = withSku && row.sku ? row.sku : null;
    const id = [row.currency, row.day, row.marketplaceId, row.adProduct, sku ?? ''].join(SEP);
    const entry = sums.get(id) ?? { row, sku, spend: 0n };
    entry.spend += units4(row.spend);
    sums.set(id, entry);
  }
  return [...sums.values()];
}

/** The marketplace × day × ad product (× currency) a row belongs to. */
const slotOf = (row: AdSpendRow) => [row.currency, row.day, row.marketplaceId, row.adProduct].join(SEP);

/** The estimate batches, one per currency that has spend after its cutoff, in currency order. */
export function buildAdEstimates(input: AdEstimateInput): AdEstimateBatch[] {
  const fromAsins = sumByKey(input.asinRows, input.cutoffs, true);
  const slotsWithAsins = new Set(fromAsins.map((entry) => slotOf(entry.row)));
  const fromCampaigns = sumByKey(input.campaignRows, input.cutoffs, false).filter(
    (entry) => !slotsWithAsins.has(slotOf(entry.row)),
  );
  const entries = [...fromAsins, ...fromCampaigns]
    .filter((entry) => entry.spend !== 0n)
    .sort(
      (a, b) =>
        a.row.currency.localeCompare(b.row.currency) ||
        a.row.day.localeCompare(b.row.day) ||
        a.row.marketplaceId.localeCompare(b.row.marketplaceId) ||
        a.row.adProduct.localeCompare(b.row.adProduct) ||
        (a.sku ?? '').localeCompare(b.sku ?? ''),
    );
  const byCurrency = new Map<string, { rows: AdEstimateRow[]; total: bigint }>();
  for (const { row, sku, spend } of entries) {
    const batch = byCurrency.get(row.currency) ?? { rows: [], total: 0n };
    batch.total -= spend;
    batch.rows.push({
      marketplaceId: row.marketplaceId,
      sku,
      orderId: null,
      transactionType: AD_ESTIMATE_TRANSACTION_TYPE,
      amountType: AD_ESTIMATE_AMOUNT_TYPE,
      amountDescription: adEstimateDescription(row.adProduct),
      pnlLine: 'amazonAdExpenses',
      quantity: null,
      postedDate: row.day,
      postedAt: null,
      amount: formatDecimal({ units: -spend, scale: SCALE }),
      sourceLine: batch.rows.length + 1,
    });
    byCurrency.set(row.currency, batch);
  }
  return [...byCurrency.entries()].map(([currency, batch]) => ({
    currency,
    settlementId: adEstimateBatchId(currency),
    rows: batch.rows,
    // Rows are in day order.
    firstDay: batch.rows[0]!.postedDate,
    lastDay: batch.rows.at(-1)!.postedDate,
    total: formatDecimal({ units: batch.total, scale: SCALE }),
    cutoff: input.cutoffs.get(currency) ?? null,
  }));
}
