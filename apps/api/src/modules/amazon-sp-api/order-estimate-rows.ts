// The ledger rows that stand for orders without money yet, one batch per
// currency, in the shape of the settlement rows their money will arrive as:
// Order / ItemPrice / Principal with the item's units, Order / ItemPrice /
// Shipping, Order / Promotion / Principal, and the SKU's fees estimated from
// its final settlement rows of the last 90 days in that currency (Commission
// as a share of the principal, every other fee per unit). Pure: amounts are
// exact decimals, rounded once to the currency's minor unit.
import {
  divideRounded,
  formatDecimal,
  mapSettlementRow,
  minorDigits,
  parseDecimal,
  pow10,
  rescale,
  type SettlementRowKind,
} from '@brandlens/reporting-core';
import type { LedgerRowInput } from '../ingestion/ledger-writer.queries.ts';
import type { EstimateItem, SkuHistoryRow } from './order-estimates.queries.ts';

/** Ledger amounts are stored with 4 decimals. */
const SCALE = 4;
const ONE = pow10(SCALE);

export interface EstimateBatch {
  currency: string;
  /** settlements.settlement_id of the batch. */
  settlementId: string;
  rows: LedgerRowInput[];
  firstDay: string;
  lastDay: string;
  /** Sum of the rows, 4 decimals. */
  total: string;
  unmappedCount: number;
  orders: number;
}

export interface EstimatePlan {
  batches: EstimateBatch[];
  /** SKUs estimated without fees: no final settlement row of theirs in the last 90 days in the order's currency. */
  skusWithoutHistory: string[];
  /** Items left out: no price from Amazon yet and no recent price of their SKU to go by. */
  itemsWithoutPrice: number;
}

export const estimateBatchId = (currency: string) => `orders:${currency}`;

const key = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const units4 = (text: string) => rescale(parseDecimal(text), SCALE).units;

interface SkuProfile {
  principal: bigint;
  units: number;
  fees: Array<{ kind: SettlementRowKind; amount: bigint }>;
}

function profilesOf(history: readonly SkuHistoryRow[]): Map<string, SkuProfile> {
  const profiles = new Map<string, SkuProfile>();
  for (const row of history) {
    const id = `${row.sku}\u0000${row.currency}`;
    const profile = profiles.get(id) ?? { principal: 0n, units: 0, fees: [] };
    if (key(row.amountType) === 'itemprice') {
      profile.principal += units4(row.amount);
      profile.units += row.units;
    } else {
      const kind = {
        transactionType: row.transactionType,
        amountType: row.amountType,
        amountDescription: row.amountDescription,
      };
      profile.fees.push({ kind, amount: units4(row.amount) });
    }
    profiles.set(id, profile);
  }
  return profiles;
}

/** `value` (4 decimals) × numerator / denominator, rounded to the currency's minor unit, as 4-decimal units. */
function share(value: bigint, numerator: bigint, denominator: bigint, digits: number): bigint {
  return divideRounded(value * numerator * pow10(digits), denominator * ONE) * pow10(SCALE - digits);
}

function itemRows(
  item: EstimateItem,
  profile: SkuProfile | undefined,
): Array<{ kind: SettlementRowKind; amount: bigint; quantity: number | null }> | undefined {
  const digits = Math.min(SCALE, minorDigits(item.currency));
  const quantity = BigInt(item.quantity);
  let principal: bigint;
  if (item.itemPrice !== null) principal = units4(item.itemPrice);
  else if (profile && profile.units > 0) principal = share(profile.principal, quantity, BigInt(profile.units), digits);
  else return undefined;
  const rows: Array<{ kind: SettlementRowKind; amount: bigint; quantity: number | null }> = [
    { kind: order('ItemPrice', 'Principal'), amount: principal, quantity: item.quantity },
  ];
  const shipping = item.shippingPrice === null ? 0n : units4(item.shippingPrice);
  if (shipping > 0n) rows.push({ kind: order('ItemPrice', 'Shipping'), amount: shipping, quantity: null });
  const discount = item.promotionDiscount === null ? 0n : units4(item.promotionDiscount);
  if (discount > 0n) rows.push({ kind: order('Promotion', 'Principal'), amount: -discount, quantity: null });
  for (const fee of profile?.fees ?? []) {
    const isShareOfPrincipal = key(fee.kind.amountDescription) === 'commission';
    let amount = 0n;
    if (isShareOfPrincipal && profile!.principal !== 0n)
      amount = share(fee.amount, principal, profile!.principal, digits);
    else if (!isShareOfPrincipal && profile!.units > 0)
      amount = share(fee.amount, quantity, BigInt(profile!.units), digits);
    if (amount !== 0n) rows.push({ kind: fee.kind, amount, quantity: null });
  }
  return rows;
}

const order = (amountType: string, amountDescription: string): SettlementRowKind => ({
  transactionType: 'Order',
  amountType,
  amountDescription,
});

export function buildOrderEstimates(items: readonly EstimateItem[], history: readonly SkuHistoryRow[]): EstimatePlan {
  const profiles = profilesOf(history);
  const byCurrency = new Map<string, { rows: LedgerRowInput[]; total: bigint; orders: Set<string> }>();
  const withoutHistory = new Set<string>();
  let itemsWithoutPrice = 0;
  for (const item of items) {
    const profile = item.sku === null ? undefined : profiles.get(`${item.sku}\u0000${item.currency}`);
    if (!profile) withoutHistory.add(item.sku ?? '(no SKU)');
    const rows = itemRows(item, profile);
    if (!rows) {
      itemsWithoutPrice += 1;
      continue;
    }
    const batch = byCurrency.get(item.currency) ?? { rows: [], total: 0n, orders: new Set<string>() };
    for (const row of rows) {
      batch.total += row.amount;
      batch.rows.push({
        marketplaceId: item.marketplaceId,
        sku: item.sku,
        orderId: item.orderId,
        transactionType: row.kind.transactionType,
        amountType: row.kind.amountType,
        amountDescription: row.kind.amountDescription,
        pnlLine: mapSettlementRow(row.kind),
        quantity: row.quantity,
        postedDate: item.orderDay,
        postedAt: item.purchasedAt,
        amount: formatDecimal({ units: row.amount, scale: SCALE }),
        sourceLine: batch.rows.length + 1,
      });
    }
    batch.orders.add(item.orderId);
    byCurrency.set(item.currency, batch);
  }
  const batches = [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, batch]) => {
      const days = batch.rows.map((row) => row.postedDate!).sort();
      return {
        currency,
        settlementId: estimateBatchId(currency),
        rows: batch.rows,
        firstDay: days[0]!,
        lastDay: days.at(-1)!,
        total: formatDecimal({ units: batch.total, scale: SCALE }),
        unmappedCount: batch.rows.filter((row) => row.pnlLine === 'unmapped').length,
        orders: batch.orders.size,
      };
    });
  return { batches, skusWithoutHistory: [...withoutHistory].sort(), itemsWithoutPrice };
}
