// The demo seller's FBA customer returns (docs/customer-satisfaction.md, "Return reasons"): one
// return per refunded order item of the demo settlements, replayed from the same seeded streams
// with each marketplace's carry, so the returns are exactly the refunds the ledger holds. A return
// reaches the fulfilment centre 1 to 2 days before its refund is posted, with a reason drawn from
// its product family's weights (socks come back too small, bulbs defective...).
import type { DemoListing } from './demo-catalog.ts';
import { planDemoData, type DemoDataOptions } from './demo-plan.ts';
import { createRandom, hashSeed, type Random } from './prng.ts';
import { commitSettlement, createCarry, createTally, settlementChunks } from './settlement-pass.ts';

/** A refund as the settlements post it: its ItemPrice / Principal row. */
export interface DemoRefund {
  marketplaceId: string;
  orderId: string;
  sku: string;
  quantity: number;
  /** Epoch day and seconds after midnight UTC of the refund's posting. */
  postedDay: number;
  postedSecond: number;
}

/** A row of the FBA customer returns report as the demo writes it (source 'demo'). */
export interface DemoReturnRow {
  marketplaceId: string;
  orderId: string;
  sku: string;
  licensePlateNumber: string;
  /** ISO timestamp (UTC). */
  returnedAt: string;
  asin: string;
  fnsku: string;
  productName: string;
  quantity: number;
  fulfillmentCenterId: string;
  detailedDisposition: string;
  reason: string;
  status: string;
}

type DemoOptions = Pick<DemoDataOptions, 'seed' | 'now' | 'months' | 'orders' | 'endDate'>;

const UNWANTED: Weights = { UNWANTED_ITEM: 35, NO_REASON_GIVEN: 15, FOUND_BETTER_PRICE: 15, NOT_AS_DESCRIBED: 10 };
type Weights = Readonly<Record<string, number>>;

/** Why a family's units come back, by the family code in the SKU (TG-SOCKS-M → SOCKS). */
const REASONS_BY_FAMILY: Readonly<Record<string, Weights>> = {
  SOCKS: {
    APPAREL_TOO_SMALL: 45,
    APPAREL_TOO_LARGE: 20,
    APPAREL_STYLE: 10,
    UNWANTED_ITEM: 15,
    QUALITY_UNACCEPTABLE: 10,
  },
  HEADLAMP: { DEFECTIVE: 50, NOT_AS_DESCRIBED: 15, UNWANTED_ITEM: 15, MISSING_PARTS: 10, NO_REASON_GIVEN: 10 },
  BULB: { DEFECTIVE: 55, NOT_AS_DESCRIBED: 15, ORDERED_WRONG_ITEM: 10, UNWANTED_ITEM: 10, NO_REASON_GIVEN: 10 },
  DESKLAMP: { DEFECTIVE: 40, DAMAGED_BY_CARRIER: 15, NOT_AS_DESCRIBED: 15, UNWANTED_ITEM: 20, MISSING_PARTS: 10 },
  LIGHTS: { DEFECTIVE: 45, QUALITY_UNACCEPTABLE: 20, UNWANTED_ITEM: 20, NO_REASON_GIVEN: 15 },
  KETTLE: { DEFECTIVE: 30, DAMAGED_BY_CARRIER: 20, NOT_AS_DESCRIBED: 20, UNWANTED_ITEM: 20, FOUND_BETTER_PRICE: 10 },
  TENT: { MISSING_PARTS: 35, DEFECTIVE: 20, NOT_AS_DESCRIBED: 15, UNWANTED_ITEM: 15, FOUND_BETTER_PRICE: 15 },
  POLES: { DEFECTIVE: 35, MISSING_PARTS: 20, QUALITY_UNACCEPTABLE: 20, UNWANTED_ITEM: 15, SWITCHEROO: 10 },
  SALTLAMP: { DAMAGED_BY_CARRIER: 45, DAMAGED_BY_FC: 15, NOT_AS_DESCRIBED: 20, UNWANTED_ITEM: 20 },
  CANDLE: { DAMAGED_BY_CARRIER: 30, QUALITY_UNACCEPTABLE: 30, NOT_AS_DESCRIBED: 20, UNWANTED_ITEM: 20 },
  PREP: { DAMAGED_BY_CARRIER: 35, DAMAGED_BY_FC: 10, MISSING_PARTS: 20, UNWANTED_ITEM: 20, QUALITY_UNACCEPTABLE: 15 },
  KNIFE: { QUALITY_UNACCEPTABLE: 35, NOT_AS_DESCRIBED: 25, UNWANTED_ITEM: 25, FOUND_BETTER_PRICE: 15 },
  CURTAIN: { ORDERED_WRONG_ITEM: 35, NOT_AS_DESCRIBED: 25, UNWANTED_ITEM: 25, QUALITY_UNACCEPTABLE: 15 },
  DRYBAG: { ORDERED_WRONG_ITEM: 35, DEFECTIVE: 20, UNWANTED_ITEM: 30, NO_REASON_GIVEN: 15 },
  BOTTLE: { ORDERED_WRONG_ITEM: 25, DEFECTIVE: 25, UNWANTED_ITEM: 30, FOUND_BETTER_PRICE: 20 },
};

/** Where each marketplace's returns arrive. */
const FULFILMENT_CENTRES: Readonly<Record<string, readonly string[]>> = {
  ATVPDKIKX0DER: ['PHX7', 'ONT8', 'BFI4', 'MDW2', 'CLT2'],
  A2EUQ1WTGCTBG2: ['YYZ4', 'YVR3'],
  A1F83G8C2ARO7P: ['LTN1', 'BHX4', 'MAN1'],
  A1PA6795UKMFR9: ['FRA7', 'DTM2', 'LEJ1'],
};

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const code = (random: Random, length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[random.int(ALPHANUMERIC.length)]).join('');

function pickWeighted(random: Random, weights: Weights): string {
  const entries = Object.entries(weights);
  let draw = random.int(entries.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [reason, weight] of entries) {
    if (draw < weight) return reason;
    draw -= weight;
  }
  return 'NO_REASON_GIVEN';
}

/** What the fulfilment centre found: a defect or damage for those reasons, mostly sellable otherwise. */
function dispositionOf(random: Random, reason: string): string {
  if (reason === 'DEFECTIVE' || reason === 'QUALITY_UNACCEPTABLE') return 'DEFECTIVE';
  if (reason === 'DAMAGED_BY_CARRIER') return 'CARRIER_DAMAGED';
  if (reason === 'DAMAGED_BY_FC') return 'DAMAGED';
  return random.isChance(0.8) ? 'SELLABLE' : 'CUSTOMER_DAMAGED';
}

/** Every refund the demo settlements post, in the order the files hold them. */
export function demoRefunds(options: DemoOptions): DemoRefund[] {
  const plan = planDemoData(options);
  const refunds: DemoRefund[] = [];
  for (const { marketplace, picker, itemsByDay } of plan.marketplaces) {
    const carry = createCarry();
    for (const period of plan.periods) {
      const settlement = { seed: plan.seed, marketplace, picker, range: plan.range, period, itemsByDay };
      const tally = createTally();
      for (const rows of settlementChunks(settlement, carry, tally)) {
        for (const row of rows) {
          if (row.transactionType !== 'Refund' || row.amountType !== 'ItemPrice') continue;
          if (row.amountDescription !== 'Principal') continue;
          refunds.push({
            marketplaceId: marketplace.id,
            orderId: row.ref.orderId,
            sku: row.ref.sku,
            quantity: row.ref.quantity,
            postedDay: row.postedDay,
            postedSecond: row.postedSecond,
          });
        }
      }
      commitSettlement(carry, period, tally);
    }
  }
  return refunds;
}

/** The demo's customer returns: one per refunded order item, before its refund. */
export function demoReturnsHistory(options: DemoOptions): DemoReturnRow[] {
  const plan = planDemoData(options);
  const listingOf = new Map<string, DemoListing>();
  for (const { marketplace, picker } of plan.marketplaces) {
    for (const listing of picker.listings) listingOf.set(`${marketplace.id} ${listing.sku}`, listing);
  }
  const fnskuOf = new Map<string, string>();
  const random = createRandom(hashSeed(plan.seed, 'returns'));
  return demoRefunds(options).map((refund) => {
    const listing = listingOf.get(`${refund.marketplaceId} ${refund.sku}`);
    const family = refund.sku.split('-')[1] ?? '';
    const reason = pickWeighted(random, REASONS_BY_FAMILY[family] ?? UNWANTED);
    const disposition = dispositionOf(random, reason);
    const secondsBefore = 86_400 + random.int(86_400);
    const returnedSecond = refund.postedDay * 86_400 + refund.postedSecond - secondsBefore;
    let fnsku = fnskuOf.get(refund.sku);
    if (fnsku === undefined) {
      fnsku = `X00${code(createRandom(hashSeed(plan.seed, 'fnsku', refund.sku)), 7)}`;
      fnskuOf.set(refund.sku, fnsku);
    }
    return {
      marketplaceId: refund.marketplaceId,
      orderId: refund.orderId,
      sku: refund.sku,
      licensePlateNumber: `LPN${code(random, 9)}`,
      returnedAt: new Date(returnedSecond * 1000).toISOString(),
      asin: listing?.asin ?? '',
      fnsku,
      productName: listing?.title ?? refund.sku,
      quantity: refund.quantity,
      fulfillmentCenterId: random.pick(FULFILMENT_CENTRES[refund.marketplaceId] ?? ['XXX1']),
      detailedDisposition: disposition,
      reason,
      // Amazon reimburses the seller for units its carrier or warehouse damaged.
      status: reason.startsWith('DAMAGED_BY_') ? 'Reimbursed' : 'Unit returned to inventory',
    };
  });
}
