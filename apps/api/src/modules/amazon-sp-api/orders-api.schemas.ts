// The parts of the Orders API v0 answers (getOrders, getOrderItems) the
// orders sync reads, checked on arrival. Amazon marks nearly every field
// optional (a Pending order has no SalesChannel or OrderTotal yet, an item no
// ItemPrice), sends IsGift as a string, and writes amounts as decimal strings:
// they stay strings here, so money is never a float. Unknown fields pass through unread.
import { z } from 'zod';

/** Amazon's Money: both fields optional in the model; Amount a decimal string ("149.99"). */
export const ZMoney = z.looseObject({
  CurrencyCode: z.string().optional(),
  Amount: z.string().optional(),
});
export type TMoney = z.infer<typeof ZMoney>;

/** An ISO 8601 instant as Amazon writes it ("2019-05-07T15:42:57.058Z"). */
const ZInstant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not a date');

export const ZOrder = z.looseObject({
  AmazonOrderId: z.string().min(1),
  SellerOrderId: z.string().optional(),
  PurchaseDate: ZInstant,
  LastUpdateDate: ZInstant,
  /** Pending, Unshipped, PartiallyShipped, Shipped, Canceled, Unfulfillable, InvoiceUnconfirmed, PendingAvailability. */
  OrderStatus: z.string().min(1),
  /** AFN (fulfilled by Amazon) or MFN (by the seller). */
  FulfillmentChannel: z.string().optional(),
  SalesChannel: z.string().optional(),
  MarketplaceId: z.string().optional(),
  OrderTotal: ZMoney.optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZGetOrdersAnswer = z.looseObject({
  payload: z.looseObject({
    Orders: z.array(ZOrder),
    NextToken: z.string().optional(),
    // Strings in the model ("1.569521782042E9" in one of its examples): kept, never read as dates.
    LastUpdatedBefore: z.string().optional(),
    CreatedBefore: z.string().optional(),
  }),
});

export const ZOrderItem = z.looseObject({
  OrderItemId: z.string().min(1),
  ASIN: z.string().optional(),
  SellerSKU: z.string().optional(),
  Title: z.string().optional(),
  QuantityOrdered: z.number().int().nonnegative(),
  QuantityShipped: z.number().int().nonnegative().optional(),
  /** The price of all the item's units (QuantityOrdered × unit price). */
  ItemPrice: ZMoney.optional(),
  ItemTax: ZMoney.optional(),
  ShippingPrice: ZMoney.optional(),
  PromotionDiscount: ZMoney.optional(),
  /** "true"/"false" in recorded answers, a boolean in the model: either is accepted. */
  IsGift: z.union([z.boolean(), z.string()]).optional(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZGetOrderItemsAnswer = z.looseObject({
  payload: z.looseObject({
    AmazonOrderId: z.string().optional(),
    OrderItems: z.array(ZOrderItem),
    NextToken: z.string().optional(),
  }),
});
