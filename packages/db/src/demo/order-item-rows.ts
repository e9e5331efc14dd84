// The amounts of one sold order item and its refund, and the settlement rows
// they produce (DOMAIN.md "Settlement rows → P&L": principal, tax, shipping,
// gift wrap, promotions, marketplace facilitator tax, commission, FBA fees).
import type { DemoListing } from './demo-catalog.ts';
import type { DemoMarketplace } from './demo-marketplaces.ts';
import { applyRate } from './demo-money.ts';
import type { Posted, RowRef, RowSink } from './demo-row.ts';
import type { Random } from './prng.ts';

export interface SoldItem {
  ref: RowRef;
  posted: Posted;
  principal: number;
  promotion: number;
  promotionId: string;
  shipping: number;
  shippingPromotion: number;
  shippingPromotionId: string;
  giftWrap: number;
  tax: number;
  shippingTax: number;
  giftWrapTax: number;
  isFacilitatorTax: boolean;
  commission: number;
  fbaFee: number;
  digitalServicesFee: number;
}

export interface PendingRefund {
  item: SoldItem;
  ref: RowRef;
  posted: Posted;
}

const PROMOTION_RATES_BP = [1000, 1500, 2000, 2500] as const;
const PROMOTION_NAMES = ['Coupon', 'Lightning Deal', 'Prime Exclusive Discount', 'Social Media Promo Code'] as const;
const COMMISSION_BP = 1500;
const MINIMUM_COMMISSION_PER_UNIT = 30;

export interface SaleContext {
  marketplace: DemoMarketplace;
  /** 0 in the first year of the demo period; FBA fees rise 3 % a year. */
  yearIndex: number;
  /** 7 (Prime Day) and 11 (Black Friday) bring more promotions. */
  month: number;
  /** YYYYMM, part of promotion ids. */
  monthLabel: string;
}

function quantity(random: Random): number {
  const draw = random.next();
  return draw < 0.86 ? 1 : draw < 0.97 ? 2 : 3;
}

function promotion(random: Random, sale: SaleContext, principal: number): [amount: number, id: string] {
  const chance = sale.month === 7 || sale.month === 11 ? 0.3 : 0.1;
  if (!random.isChance(chance)) return [0, ''];
  const name = random.pick(PROMOTION_NAMES);
  return [
    -applyRate(principal, random.pick(PROMOTION_RATES_BP)),
    `${sale.marketplace.code} ${name} ${sale.monthLabel}`,
  ];
}

/** Draws the amounts of one order item of `listing` (minor units of the marketplace currency). */
export function sellItem(
  random: Random,
  sale: SaleContext,
  listing: DemoListing,
  ref: RowRef,
  posted: Posted,
): SoldItem {
  const { marketplace } = sale;
  const units = quantity(random);
  const principal = listing.price * units;
  const [promotionAmount, promotionId] = promotion(random, sale, principal);
  const shipping = random.isChance(0.15) ? marketplace.shippingCharge : 0;
  const shippingPromotion = shipping > 0 && random.isChance(0.7) ? -shipping : 0;
  const giftWrap = random.isChance(0.02) ? marketplace.giftWrapCharge * units : 0;
  const taxBp = random.pick(marketplace.taxRatesBp);
  const commission = -Math.max(
    applyRate(principal + promotionAmount + shipping + shippingPromotion + giftWrap, COMMISSION_BP),
    MINIMUM_COMMISSION_PER_UNIT * units,
  );
  const fbaFee = -applyRate(listing.fbaFee, 10_000 + 300 * sale.yearIndex) * units;
  return {
    ref: { ...ref, sku: listing.sku, quantity: units },
    posted,
    principal,
    promotion: promotionAmount,
    promotionId,
    shipping,
    shippingPromotion,
    shippingPromotionId: `${marketplace.code} Core Free Shipping Promotion`,
    giftWrap,
    tax: applyRate(principal + promotionAmount, taxBp),
    shippingTax: applyRate(shipping + shippingPromotion, taxBp),
    giftWrapTax: applyRate(giftWrap, taxBp),
    isFacilitatorTax: marketplace.hasFacilitatorTax,
    commission,
    fbaFee,
    digitalServicesFee: applyRate(commission + fbaFee, marketplace.digitalServicesFeeBp),
  };
}

/** Charges to the buyer: ItemPrice rows, and the tax Amazon withholds as marketplace facilitator. */
function addCharges(
  sink: RowSink,
  item: SoldItem,
  type: 'Order' | 'Refund',
  sign: 1 | -1,
  ref: RowRef,
  posted: Posted,
): void {
  sink.add([type, 'ItemPrice', 'Principal'], sign * item.principal, posted, ref);
  sink.add([type, 'ItemPrice', 'Tax'], sign * item.tax, posted, ref);
  sink.add([type, 'ItemPrice', 'Shipping'], sign * item.shipping, posted, ref);
  sink.add([type, 'ItemPrice', 'ShippingTax'], sign * item.shippingTax, posted, ref);
  sink.add([type, 'ItemPrice', 'GiftWrap'], sign * item.giftWrap, posted, ref);
  sink.add([type, 'ItemPrice', 'GiftWrapTax'], sign * item.giftWrapTax, posted, ref);
  if (!item.isFacilitatorTax) return;
  sink.add([type, 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Principal'], -sign * item.tax, posted, ref);
  sink.add([type, 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Shipping'], -sign * item.shippingTax, posted, ref);
  sink.add([type, 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Other'], -sign * item.giftWrapTax, posted, ref);
}

function addPromotions(
  sink: RowSink,
  item: SoldItem,
  type: 'Order' | 'Refund',
  sign: 1 | -1,
  ref: RowRef,
  posted: Posted,
) {
  sink.add([type, 'Promotion', 'Principal'], sign * item.promotion, posted, ref, item.promotionId);
  sink.add([type, 'Promotion', 'Shipping'], sign * item.shippingPromotion, posted, ref, item.shippingPromotionId);
}

export function addOrderRows(sink: RowSink, item: SoldItem): void {
  const { ref, posted } = item;
  addCharges(sink, item, 'Order', 1, ref, posted);
  addPromotions(sink, item, 'Order', 1, ref, posted);
  sink.add(['Order', 'ItemFees', 'Commission'], item.commission, posted, ref);
  sink.add(['Order', 'ItemFees', 'FBAPerUnitFulfillmentFee'], item.fbaFee, posted, ref);
  sink.add(['Order', 'ItemFees', 'ShippingChargeback'], -item.shipping, posted, ref);
  sink.add(['Order', 'ItemFees', 'DigitalServicesFee'], item.digitalServicesFee, posted, ref);
}

/** A full refund: charges and promotions reversed, commission returned less the refund administration fee. */
export function addRefundRows(sink: RowSink, refund: PendingRefund): void {
  const { item, ref, posted } = refund;
  addCharges(sink, item, 'Refund', -1, ref, posted);
  addPromotions(sink, item, 'Refund', -1, ref, posted);
  sink.add(['Refund', 'ItemFees', 'Commission'], -item.commission, posted, ref);
  sink.add(['Refund', 'ItemFees', 'RefundCommission'], -Math.min(applyRate(-item.commission, 2000), 500), posted, ref);
}
