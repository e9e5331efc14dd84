// The Finances API events other than orders, refunds, service fees,
// adjustments, ads and retrocharges: a few amounts each, booked as the
// settlement books them (mostly other-transaction rows named by their type),
// and the lists Amazon adds after this was written, kept as unmapped rows.
import { ZCurrency, ZFinancialEvents, type TCurrency, type TFinancialEvents } from './finances.schemas.ts';

/** What the rows of one event share. */
export interface Origin {
  transactionType: string;
  orderId?: string | undefined;
  sku?: string | undefined;
  marketplaceName?: string | undefined;
  marketplaceId?: string | undefined;
  posted?: string | undefined;
  quantity?: number | undefined;
}

export interface RowSink {
  /** One amount row, in the P&L line the settlement rule gives it; nothing when Amazon gave no amount. */
  add(origin: Origin, amountType: string, description: string | undefined, money: TCurrency | undefined): void;
  /** One amount row of a kind this mapping does not know: P&L line 'unmapped'. */
  addUnmapped(origin: Origin, amountType: string, description: string, money: TCurrency): void;
}

export function mapOtherEvents(events: TFinancialEvents, sink: RowSink): void {
  const other = (origin: Origin, description: string | undefined, money: TCurrency | undefined) =>
    sink.add(origin, 'other-transaction', description, money);
  for (const event of events.PayWithAmazonEventList ?? []) {
    const origin = {
      transactionType: 'PayWithAmazon',
      orderId: event.SellerOrderId,
      posted: event.TransactionPostedDate,
    };
    sink.add(origin, 'ItemPrice', event.Charge?.ChargeType, event.Charge?.ChargeAmount);
    for (const fee of event.FeeList ?? []) sink.add(origin, 'ItemFees', fee.FeeType, fee.FeeAmount);
  }
  for (const event of events.RentalTransactionEventList ?? []) {
    const origin = {
      transactionType: event.RentalEventType ?? 'Rental',
      orderId: event.AmazonOrderId,
      marketplaceName: event.MarketplaceName,
      posted: event.PostedDate,
    };
    for (const charge of event.RentalChargeList ?? [])
      sink.add(origin, 'ItemPrice', charge.ChargeType, charge.ChargeAmount);
    for (const fee of event.RentalFeeList ?? []) sink.add(origin, 'ItemFees', fee.FeeType, fee.FeeAmount);
    for (const component of event.RentalTaxWithheldList ?? [])
      for (const tax of component.TaxesWithheld ?? [])
        sink.add(origin, 'ItemWithheldTax', tax.ChargeType, tax.ChargeAmount);
    // RentalInitialValue is what the customer first paid, already among the charges: information, not money.
    other(origin, 'RentalReimbursement', event.RentalReimbursement);
  }
  for (const event of events.ServiceProviderCreditEventList ?? [])
    other(
      {
        transactionType: 'ServiceProviderCredit',
        marketplaceId: event.MarketplaceId,
        posted: event.TransactionCreationDate,
      },
      event.ProviderTransactionType ?? 'ServiceProviderCredit',
      event.TransactionAmount,
    );
  for (const event of events.SellerDealPaymentEventList ?? []) {
    const origin = { transactionType: 'SellerDealPayment', posted: event.postedDate };
    // totalAmount is the fee plus its tax: the parts when Amazon gives them, else the total.
    if (event.feeAmount || event.taxAmount) {
      other(origin, event.feeType ?? 'SellerDealFee', event.feeAmount);
      other(origin, 'TaxAmount', event.taxAmount);
    } else other(origin, event.feeType ?? 'SellerDealFee', event.totalAmount);
  }
  for (const event of events.DebtRecoveryEventList ?? []) {
    // Its items and charge instruments break the recovery down; the event's own amounts are the money.
    const origin = { transactionType: 'DebtRecovery' };
    other(origin, event.DebtRecoveryType ?? 'DebtRecovery', event.RecoveryAmount);
    other(origin, 'OverPaymentCredit', event.OverPaymentCredit);
  }
  for (const event of events.LoanServicingEventList ?? [])
    other({ transactionType: 'LoanServicing' }, event.SourceBusinessEventType ?? 'LoanServicing', event.LoanAmount);
  for (const event of events.SAFETReimbursementEventList ?? [])
    other(
      { transactionType: 'SAFE-T Reimbursement', posted: event.PostedDate },
      event.ReasonCode,
      event.ReimbursedAmount,
    );
  for (const [name, transactionType] of [
    ['SellerReviewEnrollmentPaymentEventList', 'SellerReviewEnrollmentPayment'],
    ['CouponPaymentEventList', 'CouponPayment'],
  ] as const)
    for (const event of events[name] ?? []) {
      const origin = { transactionType, posted: event.PostedDate };
      // TotalAmount is the fee plus the charge: the parts when Amazon gives them, else the total.
      if (event.FeeComponent || event.ChargeComponent) {
        sink.add(origin, 'ItemFees', event.FeeComponent?.FeeType, event.FeeComponent?.FeeAmount);
        other(origin, event.ChargeComponent?.ChargeType, event.ChargeComponent?.ChargeAmount);
      } else other(origin, transactionType, event.TotalAmount);
    }
  for (const event of events.FBALiquidationEventList ?? []) {
    const origin = { transactionType: 'Liquidations', orderId: event.OriginalRemovalOrderId, posted: event.PostedDate };
    other(origin, 'LiquidationsProceeds', event.LiquidationProceedsAmount);
    other(origin, 'LiquidationsFee', event.LiquidationFeeAmount);
  }
  for (const [name, transactionType] of [
    ['ImagingServicesFeeEventList', 'ImagingServicesFee'],
    ['TrialShipmentEventList', 'TrialShipment'],
  ] as const)
    for (const event of events[name] ?? []) {
      const origin = { transactionType, orderId: event.AmazonOrderId, sku: event.SKU, posted: event.PostedDate };
      for (const fee of event.FeeList ?? []) sink.add(origin, 'ItemFees', fee.FeeType, fee.FeeAmount);
    }
  for (const event of events.NetworkComminglingTransactionEventList ?? []) {
    const origin = {
      transactionType: event.TransactionType ?? 'NetworkCommingling',
      marketplaceId: event.MarketplaceId,
      posted: event.PostedDate,
    };
    other(origin, 'TaxExclusiveAmount', event.TaxExclusiveAmount);
    other(origin, 'TaxAmount', event.TaxAmount);
  }
  for (const [name, transactionType] of [
    ['AffordabilityExpenseEventList', 'AffordabilityExpense'],
    ['AffordabilityExpenseReversalEventList', 'AffordabilityExpenseReversal'],
  ] as const)
    for (const event of events[name] ?? []) {
      const origin = {
        transactionType,
        orderId: event.AmazonOrderId,
        marketplaceId: event.MarketplaceId,
        posted: event.PostedDate,
      };
      // TotalExpense is the sum of the others: the parts when Amazon gives them, else the total.
      if (!event.BaseExpense) other(origin, 'TotalExpense', event.TotalExpense);
      else
        for (const part of ['BaseExpense', 'TaxTypeCGST', 'TaxTypeSGST', 'TaxTypeIGST'] as const)
          other(origin, part, event[part]);
    }
  for (const event of events.RemovalShipmentEventList ?? [])
    for (const item of event.RemovalShipmentItemList ?? []) {
      const origin = { transactionType: 'RemovalShipment', orderId: event.OrderId, posted: event.PostedDate };
      other(origin, 'RemovalRevenue', item.Revenue);
      other(origin, 'RemovalFee', item.FeeAmount);
      other(origin, 'RemovalTax', item.TaxAmount);
      sink.add(origin, 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Other', item.TaxWithheld);
    }
  for (const event of events.RemovalShipmentAdjustmentEventList ?? [])
    for (const item of event.RemovalShipmentItemAdjustmentList ?? []) {
      const origin = { transactionType: 'RemovalShipmentAdjustment', orderId: event.OrderId, posted: event.PostedDate };
      other(origin, 'RemovalRevenue', item.RevenueAdjustment);
      other(origin, 'RemovalTax', item.TaxAmountAdjustment);
      sink.add(origin, 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Other', item.TaxWithheldAdjustment);
    }
  for (const event of events.ChargeRefundEventList ?? [])
    for (const charge of event.ChargeRefundTransactions ?? [])
      other({ transactionType: 'ChargeRefund', posted: event.PostedDate }, charge.ChargeType, charge.ChargeAmount);
  for (const [name, transactionType, field] of SINGLE_AMOUNT_LISTS)
    for (const event of events[name] ?? [])
      other(
        { transactionType, orderId: event.OrderId ?? event.TDSOrderId, posted: event.PostedDate },
        event.TransactionType ?? event.FundsTransfersType ?? transactionType,
        event[field],
      );
}

/** Lists of events with one amount each: the list, its transaction-type, the amount's field. */
const SINGLE_AMOUNT_LISTS = [
  ['EBTRefundReimbursementOnlyEventList', 'EBTRefundReimbursement', 'Amount'],
  ['TDSReimbursementEventList', 'TDSReimbursement', 'ReimbursedAmount'],
  ['AdhocDisbursementEventList', 'AdhocDisbursement', 'TransactionAmount'],
  // BaseAmount is what the tax was computed on: information, not money.
  ['TaxWithholdingEventList', 'TaxWithholding', 'WithheldAmount'],
  ['FailedAdhocDisbursementEventList', 'FailedAdhocDisbursement', 'TransferAmount'],
  ['ValueAddedServiceChargeEventList', 'ValueAddedServiceCharge', 'TransactionAmount'],
  ['CapacityReservationBillingEventList', 'CapacityReservationBilling', 'TransactionAmount'],
] as const;

const KNOWN_LISTS = new Set(Object.keys(ZFinancialEvents.shape));

/**
 * The lists Amazon adds after this mapping was written: each event's top-level amounts (its total
 * alone when it has one, so that its parts are not counted twice), unmapped, so that they are
 * shown and counted, never dropped.
 */
export function mapUnknownEventLists(events: TFinancialEvents, sink: RowSink): void {
  for (const [name, list] of Object.entries(events)) {
    if (KNOWN_LISTS.has(name) || !Array.isArray(list)) continue;
    for (const event of list as unknown[]) {
      if (typeof event !== 'object' || event === null) continue;
      const fields = Object.entries(event as Record<string, unknown>);
      const amounts = fields.flatMap(([field, value]) => {
        const parsed = ZCurrency.safeParse(value);
        return parsed.success && parsed.data.CurrencyAmount !== undefined ? [[field, parsed.data] as const] : [];
      });
      const totals = amounts.filter(([field]) => /total/i.test(field));
      const posted = fields.find(([field]) => field.toLowerCase() === 'posteddate')?.[1];
      const origin = {
        transactionType: name.replace(/EventList$/, ''),
        posted: typeof posted === 'string' ? posted : undefined,
      };
      for (const [field, money] of totals.length > 0 ? totals.slice(0, 1) : amounts)
        sink.addUnmapped(origin, 'other-transaction', field, money);
    }
  }
}
