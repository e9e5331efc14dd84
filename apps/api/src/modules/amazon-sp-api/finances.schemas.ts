// The Finances API v0 answers the finances step reads (financesV0.json:
// listFinancialEventGroups, listFinancialEventsByGroupId), checked on arrival.
// Every field is optional in Amazon's model, so it is here; objects are loose
// (fields not read pass through) because Amazon adds fields and event lists
// over time, and the mapping keeps an event list it does not know as unmapped
// rows rather than dropping it. Amounts arrive as JSON numbers: they become
// exact 4-decimal strings from the number's decimal form, never through float
// arithmetic.
import { formatDecimal, parseDecimal, rescale } from '@brandlens/reporting-core';
import { z } from 'zod';

/** A JSON number (or decimal text) as a 4-decimal string: 25.37 → '25.3700'. */
export function exactAmount(value: number | string): string {
  // String() of a number is its shortest round-trip decimal, the value Amazon wrote; only magnitudes
  // below 1e-6 print with an exponent, and those are 0.0000 at four decimals.
  if (typeof value === 'number' && Math.abs(value) < 1e-6) return '0.0000';
  return formatDecimal(rescale(parseDecimal(String(value)), 4));
}

const ZAmountValue = z.union([z.number(), z.string()]).transform((value, context) => {
  try {
    return exactAmount(value);
  } catch {
    context.addIssue({ code: 'custom', message: `${String(value)} is not a decimal amount` });
    return z.NEVER;
  }
});

/** Amazon's Currency: { CurrencyCode, CurrencyAmount }, the amount as a 4-decimal string. */
export const ZCurrency = z.looseObject({
  CurrencyCode: z.string().optional(),
  CurrencyAmount: ZAmountValue.optional(),
});
export type TCurrency = z.infer<typeof ZCurrency>;

const text = z.string().optional();
const amount = ZCurrency.optional();
const list = <T extends z.ZodType>(item: T) => z.array(item).optional();
type Fields<T extends string, A extends string> = { [K in T]: typeof text } & { [K in A]: typeof amount };

/** A loose object of optional text fields and optional amounts, plus any other fields given. */
function event<const T extends string, const A extends string, const E extends z.ZodRawShape = Record<never, never>>(
  texts: readonly T[],
  amounts: readonly A[],
  extra?: E,
) {
  const shape = {
    ...Object.fromEntries(texts.map((name) => [name, text])),
    ...Object.fromEntries(amounts.map((name) => [name, amount])),
  } as Fields<T, A>;
  return z.looseObject({ ...shape, ...(extra ?? ({} as E)) });
}

export const ZChargeComponent = event(['ChargeType'], ['ChargeAmount']);
export const ZFeeComponent = event(['FeeType'], ['FeeAmount']);
const ZPromotion = event(['PromotionType', 'PromotionId'], ['PromotionAmount']);
const ZTaxWithheldComponent = event([], [], { TaxesWithheld: list(ZChargeComponent) });
const charges = list(ZChargeComponent);
const fees = list(ZFeeComponent);
const quantity = z.number().int().optional();

export const ZShipmentItem = event(['SellerSKU'], ['CostOfPointsGranted', 'CostOfPointsReturned'], {
  QuantityShipped: quantity,
  ItemChargeList: charges,
  ItemChargeAdjustmentList: charges,
  ItemFeeList: fees,
  ItemFeeAdjustmentList: fees,
  ItemTaxWithheldList: list(ZTaxWithheldComponent),
  PromotionList: list(ZPromotion),
  PromotionAdjustmentList: list(ZPromotion),
});
export type TShipmentItem = z.infer<typeof ZShipmentItem>;

/** Shipment, shipment settle, refund, guarantee claim and chargeback events share this shape. */
export const ZShipmentEvent = event(['AmazonOrderId', 'SellerOrderId', 'MarketplaceName', 'PostedDate'], [], {
  OrderChargeList: charges,
  OrderChargeAdjustmentList: charges,
  ShipmentFeeList: fees,
  ShipmentFeeAdjustmentList: fees,
  OrderFeeList: fees,
  OrderFeeAdjustmentList: fees,
  DirectPaymentList: list(event(['DirectPaymentType'], ['DirectPaymentAmount'])),
  ShipmentItemList: list(ZShipmentItem),
  ShipmentItemAdjustmentList: list(ZShipmentItem),
});
export type TShipmentEvent = z.infer<typeof ZShipmentEvent>;

const ZAdjustmentEvent = event(['AdjustmentType', 'PostedDate'], ['AdjustmentAmount'], {
  AdjustmentItemList: list(event(['SellerSKU'], ['TotalAmount'])),
});
export type TAdjustmentEvent = z.infer<typeof ZAdjustmentEvent>;

const ZFeeAndChargeEvent = event(['PostedDate'], ['TotalAmount'], {
  FeeComponent: ZFeeComponent.optional(),
  ChargeComponent: ZChargeComponent.optional(),
});
const ZFeeListEvent = event(['AmazonOrderId', 'PostedDate', 'SKU'], [], { FeeList: fees });
const ZAffordabilityExpenseEvent = event(
  ['AmazonOrderId', 'PostedDate', 'MarketplaceId'],
  ['BaseExpense', 'TaxTypeCGST', 'TaxTypeSGST', 'TaxTypeIGST', 'TotalExpense'],
);
/** Events of one amount: EBT and TDS reimbursements, disbursements, tax withholding, service charges. */
const ZAmountEvent = event(
  ['PostedDate', 'TransactionType', 'FundsTransfersType', 'OrderId', 'TDSOrderId'],
  ['Amount', 'ReimbursedAmount', 'TransactionAmount', 'TransferAmount', 'WithheldAmount'],
);
const taxesWithheld = list(ZTaxWithheldComponent);

export const ZFinancialEvents = z.looseObject({
  ShipmentEventList: list(ZShipmentEvent),
  ShipmentSettleEventList: list(ZShipmentEvent),
  RefundEventList: list(ZShipmentEvent),
  GuaranteeClaimEventList: list(ZShipmentEvent),
  ChargebackEventList: list(ZShipmentEvent),
  EBTRefundReimbursementOnlyEventList: list(ZAmountEvent),
  PayWithAmazonEventList: list(
    event(['SellerOrderId', 'TransactionPostedDate'], [], { Charge: ZChargeComponent.optional(), FeeList: fees }),
  ),
  ServiceProviderCreditEventList: list(
    event(['ProviderTransactionType', 'MarketplaceId', 'TransactionCreationDate'], ['TransactionAmount']),
  ),
  RetrochargeEventList: list(
    event(['RetrochargeEventType', 'AmazonOrderId', 'PostedDate', 'MarketplaceName'], ['BaseTax', 'ShippingTax'], {
      RetrochargeTaxWithheldList: taxesWithheld,
    }),
  ),
  RentalTransactionEventList: list(
    event(['AmazonOrderId', 'RentalEventType', 'PostedDate', 'MarketplaceName'], ['RentalReimbursement'], {
      RentalChargeList: charges,
      RentalFeeList: fees,
      RentalTaxWithheldList: taxesWithheld,
    }),
  ),
  ProductAdsPaymentEventList: list(event(['postedDate'], ['baseValue', 'taxValue', 'transactionValue'])),
  ServiceFeeEventList: list(event(['AmazonOrderId', 'SellerSKU'], [], { FeeList: fees })),
  SellerDealPaymentEventList: list(event(['postedDate', 'feeType'], ['feeAmount', 'taxAmount', 'totalAmount'])),
  DebtRecoveryEventList: list(event(['DebtRecoveryType'], ['RecoveryAmount', 'OverPaymentCredit'])),
  LoanServicingEventList: list(event(['SourceBusinessEventType'], ['LoanAmount'])),
  AdjustmentEventList: list(ZAdjustmentEvent),
  SAFETReimbursementEventList: list(event(['PostedDate', 'ReasonCode'], ['ReimbursedAmount'])),
  SellerReviewEnrollmentPaymentEventList: list(ZFeeAndChargeEvent),
  FBALiquidationEventList: list(
    event(['PostedDate', 'OriginalRemovalOrderId'], ['LiquidationProceedsAmount', 'LiquidationFeeAmount']),
  ),
  CouponPaymentEventList: list(ZFeeAndChargeEvent),
  ImagingServicesFeeEventList: list(ZFeeListEvent),
  NetworkComminglingTransactionEventList: list(
    event(['TransactionType', 'PostedDate', 'MarketplaceId'], ['TaxExclusiveAmount', 'TaxAmount']),
  ),
  AffordabilityExpenseEventList: list(ZAffordabilityExpenseEvent),
  AffordabilityExpenseReversalEventList: list(ZAffordabilityExpenseEvent),
  RemovalShipmentEventList: list(
    event(['PostedDate', 'OrderId'], [], {
      RemovalShipmentItemList: list(event([], ['Revenue', 'FeeAmount', 'TaxAmount', 'TaxWithheld'])),
    }),
  ),
  RemovalShipmentAdjustmentEventList: list(
    event(['PostedDate', 'OrderId'], [], {
      RemovalShipmentItemAdjustmentList: list(
        event([], ['RevenueAdjustment', 'TaxAmountAdjustment', 'TaxWithheldAdjustment']),
      ),
    }),
  ),
  TrialShipmentEventList: list(ZFeeListEvent),
  TDSReimbursementEventList: list(ZAmountEvent),
  AdhocDisbursementEventList: list(ZAmountEvent),
  TaxWithholdingEventList: list(ZAmountEvent),
  ChargeRefundEventList: list(event(['PostedDate'], [], { ChargeRefundTransactions: charges })),
  FailedAdhocDisbursementEventList: list(ZAmountEvent),
  ValueAddedServiceChargeEventList: list(ZAmountEvent),
  CapacityReservationBillingEventList: list(ZAmountEvent),
});
export type TFinancialEvents = z.infer<typeof ZFinancialEvents>;

export const ZListFinancialEventsAnswer = z.looseObject({
  payload: z.looseObject({ NextToken: text, FinancialEvents: ZFinancialEvents.optional() }).optional(),
});

export const ZFinancialEventGroup = event(
  ['FinancialEventGroupId', 'ProcessingStatus', 'FinancialEventGroupStart', 'FinancialEventGroupEnd'],
  ['OriginalTotal', 'ConvertedTotal'],
);
export type TFinancialEventGroup = z.infer<typeof ZFinancialEventGroup>;

export const ZListFinancialEventGroupsAnswer = z.looseObject({
  payload: z.looseObject({ NextToken: text, FinancialEventGroupList: list(ZFinancialEventGroup) }).optional(),
});
