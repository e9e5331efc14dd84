// Finances API events as ledger rows, in the words of the settlement flat file
// (transaction-type / amount-type / amount-description: Order / ItemPrice /
// Principal, Refund / ItemFees / Commission, ServiceFee / Cost of Advertising
// ...), so that the settlement's own rule (mapSettlementRow) puts each amount
// in the P&L line its final settlement row will take, and carriesUnits keeps
// the units on the item's Principal row only. Pure: no database, no network.
// An event list this mapping does not know still becomes rows, in 'unmapped'.
import { carriesUnits, mapSettlementRow, marketplaceIdForName, type TPnlLine } from '@brandlens/reporting-core';
import type { LedgerRowInput } from '../ingestion/ledger-writer.queries.ts';
import { mapOtherEvents, mapUnknownEventLists, type Origin, type RowSink } from './financial-events-other.ts';
import type {
  TAdjustmentEvent,
  TCurrency,
  TFinancialEvents,
  TShipmentEvent,
  TShipmentItem,
} from './finances.schemas.ts';

/** A ledger row with the currency Amazon gave its amount (null when it gave none). */
export interface FinancesLedgerRow extends LedgerRowInput {
  currency: string | null;
}

export interface FinancialEventsOptions {
  /** source_line of the first row; the pages of a group continue the count. */
  firstSourceLine: number;
  /** The ids of the marketplaces table: an event's MarketplaceId outside it is not stored. */
  knownMarketplaceIds: ReadonlySet<string>;
}

/** Shipment-shaped lists and the transaction-type the settlement gives their rows. */
const SHIPMENT_LISTS = [
  ['ShipmentEventList', 'Order'],
  // Orders under the delivery-date policy: their money is released after delivery, as an order's.
  ['ShipmentSettleEventList', 'Order'],
  ['RefundEventList', 'Refund'],
  ['GuaranteeClaimEventList', 'A-to-z Guarantee Claim'],
  ['ChargebackEventList', 'Chargeback Refund'],
] as const;

/** The settlement's words for an adjustment type where they differ (the P&L rule compares without spaces). */
const ADJUSTMENT_DESCRIPTIONS: Readonly<Record<string, string>> = { ReserveEvent: 'Current Reserve Amount' };

/** Amazon writes the same generic PromotionType for every promotion; the settlement says Principal or Shipping. */
function promotionDescription(promotion: { PromotionType?: string | undefined; PromotionId?: string | undefined }) {
  const type = promotion.PromotionType ?? '';
  if (type && type !== 'PromotionMetaDataDefinitionValue') return type;
  return /shipping/i.test(promotion.PromotionId ?? '') ? 'Shipping' : 'Principal';
}

function postedOf(value: string | undefined): { postedDate: string | null; postedAt: string | null } {
  const time = value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return { postedDate: null, postedAt: null };
  const postedAt = new Date(time).toISOString();
  return { postedDate: postedAt.slice(0, 10), postedAt };
}

/** A sum of 4-decimal amounts in ten-thousandths. */
const sumUnits = (amounts: readonly string[]) =>
  amounts.reduce((sum, value) => sum + BigInt(value.replace('.', '')), 0n);

/** The ledger rows of one page of financial events. */
export function financialEventRows(events: TFinancialEvents, options: FinancialEventsOptions): FinancesLedgerRow[] {
  const rows: FinancesLedgerRow[] = [];
  let line = options.firstSourceLine;
  const push = (origin: Origin, amountType: string, description: string, money: TCurrency, pnlLine?: TPnlLine) => {
    if (money.CurrencyAmount === undefined) return;
    const kind = { transactionType: origin.transactionType, amountType, amountDescription: description };
    const marketplaceId = origin.marketplaceName
      ? marketplaceIdForName(origin.marketplaceName)
      : origin.marketplaceId && options.knownMarketplaceIds.has(origin.marketplaceId)
        ? origin.marketplaceId
        : null;
    rows.push({
      marketplaceId,
      sku: origin.sku || null,
      orderId: origin.orderId || null,
      ...kind,
      pnlLine: pnlLine ?? mapSettlementRow(kind),
      quantity: carriesUnits(kind) ? (origin.quantity ?? null) : null,
      ...postedOf(origin.posted),
      amount: money.CurrencyAmount,
      sourceLine: line++,
      currency: money.CurrencyCode || null,
    });
  };
  const sink: RowSink = {
    add: (origin, amountType, description, money) => {
      if (money) push(origin, amountType, description || amountType, money);
    },
    addUnmapped: (origin, amountType, description, money) => push(origin, amountType, description, money, 'unmapped'),
  };
  for (const [name, transactionType] of SHIPMENT_LISTS)
    for (const event of events[name] ?? []) mapShipment(sink, transactionType, event);
  for (const event of events.ServiceFeeEventList ?? []) {
    // Storage, inbound, removal and subscription fees: the rule reads the fee type.
    const origin = { transactionType: 'ServiceFee', orderId: event.AmazonOrderId, sku: event.SellerSKU };
    for (const fee of event.FeeList ?? []) sink.add(origin, 'ServiceFee', fee.FeeType, fee.FeeAmount);
  }
  for (const event of events.AdjustmentEventList ?? []) mapAdjustment(sink, event);
  for (const event of events.ProductAdsPaymentEventList ?? []) {
    const origin = { transactionType: 'ServiceFee', posted: event.postedDate };
    // The spend and its tax apart, as the settlement books them: ad expenses stay the console's spend.
    if (event.baseValue) {
      sink.add(origin, 'Cost of Advertising', 'Cost of Advertising', event.baseValue);
      sink.add(origin, 'Cost of Advertising', 'TaxAmount', event.taxValue);
    } else sink.add(origin, 'Cost of Advertising', 'Cost of Advertising', event.transactionValue);
  }
  for (const event of events.RetrochargeEventList ?? []) {
    const origin = {
      transactionType: event.RetrochargeEventType ?? 'Retrocharge',
      orderId: event.AmazonOrderId,
      marketplaceName: event.MarketplaceName,
      posted: event.PostedDate,
    };
    sink.add(origin, 'ItemPrice', 'Tax', event.BaseTax);
    sink.add(origin, 'ItemPrice', 'ShippingTax', event.ShippingTax);
    taxesWithheld(sink, origin, event.RetrochargeTaxWithheldList);
  }
  mapOtherEvents(events, sink);
  mapUnknownEventLists(events, sink);
  return rows;
}

function charges(sink: RowSink, origin: Origin, amountType: string, lists: TShipmentItem['ItemChargeList'][]) {
  for (const list of lists)
    for (const charge of list ?? []) sink.add(origin, amountType, charge.ChargeType, charge.ChargeAmount);
}

function fees(sink: RowSink, origin: Origin, lists: TShipmentItem['ItemFeeList'][]) {
  for (const list of lists) for (const fee of list ?? []) sink.add(origin, 'ItemFees', fee.FeeType, fee.FeeAmount);
}

function taxesWithheld(sink: RowSink, origin: Origin, list: TShipmentItem['ItemTaxWithheldList']) {
  for (const component of list ?? []) charges(sink, origin, 'ItemWithheldTax', [component.TaxesWithheld]);
}

/** An order, refund, guarantee claim or chargeback: order-level amounts, then each item's. */
function mapShipment(sink: RowSink, transactionType: string, event: TShipmentEvent) {
  const origin: Origin = {
    transactionType,
    orderId: event.AmazonOrderId ?? event.SellerOrderId,
    marketplaceName: event.MarketplaceName,
    posted: event.PostedDate,
  };
  charges(sink, origin, 'ItemPrice', [event.OrderChargeList, event.OrderChargeAdjustmentList]);
  // Shipment and order fees are ItemFees in the settlement too (the V1 reader books them so).
  fees(sink, origin, [
    event.ShipmentFeeList,
    event.ShipmentFeeAdjustmentList,
    event.OrderFeeList,
    event.OrderFeeAdjustmentList,
  ]);
  for (const payment of event.DirectPaymentList ?? [])
    sink.add(origin, 'DirectPayment', payment.DirectPaymentType, payment.DirectPaymentAmount);
  // A refund lists its items as adjustments (ItemChargeAdjustmentList...), an order as items.
  for (const item of [...(event.ShipmentItemList ?? []), ...(event.ShipmentItemAdjustmentList ?? [])]) {
    const itemOrigin = { ...origin, sku: item.SellerSKU, quantity: item.QuantityShipped };
    charges(sink, itemOrigin, 'ItemPrice', [item.ItemChargeList, item.ItemChargeAdjustmentList]);
    fees(sink, itemOrigin, [item.ItemFeeList, item.ItemFeeAdjustmentList]);
    taxesWithheld(sink, itemOrigin, item.ItemTaxWithheldList);
    for (const promotion of [...(item.PromotionList ?? []), ...(item.PromotionAdjustmentList ?? [])])
      sink.add(itemOrigin, 'Promotion', promotionDescription(promotion), promotion.PromotionAmount);
    sink.add(itemOrigin, 'other-transaction', 'CostOfPointsGranted', item.CostOfPointsGranted);
    sink.add(itemOrigin, 'other-transaction', 'CostOfPointsReturned', item.CostOfPointsReturned);
  }
}

/** An adjustment per item (with its SKU) when its items make up its amount, else its own amount. */
function mapAdjustment(sink: RowSink, event: TAdjustmentEvent) {
  // FBAInventoryReimbursement is the settlement's 'FBA Inventory Reimbursement' amount-type once spaces go.
  const type = event.AdjustmentType ?? 'Adjustment';
  const description = ADJUSTMENT_DESCRIPTIONS[type] ?? type;
  const origin = { transactionType: 'other-transaction', posted: event.PostedDate };
  const items = event.AdjustmentItemList ?? [];
  const itemAmounts = items.flatMap((item) =>
    item.TotalAmount?.CurrencyAmount ? [item.TotalAmount.CurrencyAmount] : [],
  );
  const total = event.AdjustmentAmount?.CurrencyAmount;
  const isItemised =
    items.length > 0 &&
    itemAmounts.length === items.length &&
    (total === undefined || sumUnits(itemAmounts) === sumUnits([total]));
  if (!isItemised) return sink.add(origin, type, description, event.AdjustmentAmount);
  for (const item of items) sink.add({ ...origin, sku: item.SellerSKU }, type, description, item.TotalAmount);
}
