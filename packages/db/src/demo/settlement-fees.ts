// Account-level rows of a settlement, not tied to one order: subscription,
// storage, inbound, removal/disposal, reimbursements, advertising and reserves.
// Their size follows what the settlement (or the month before) sold.
import { dayParts, findDayOfMonth, monthKey } from './demo-calendar.ts';
import { applyRate, splitAmount } from './demo-money.ts';
import type { Posted, RowSink } from './demo-row.ts';
import type { Random } from './prng.ts';
import type { MarketplaceCarry, SettlementPlan, SettlementTally } from './settlement-pass.ts';

const OTHER = 'other-transaction';
const REIMBURSEMENT_TYPES = [
  'WAREHOUSE_DAMAGE',
  'WAREHOUSE_DAMAGE',
  'WAREHOUSE_DAMAGE',
  'WAREHOUSE_LOST',
  'WAREHOUSE_LOST',
  'CUSTOMER_RETURN',
  'REVERSAL_REIMBURSEMENT',
] as const;
const Q4_STORAGE_MULTIPLIER = 3;
const RESERVE_BP = 1200;

type Context = { plan: SettlementPlan; carry: MarketplaceCarry; tally: SettlementTally; random: Random };

export function addAccountRows(
  sink: RowSink,
  plan: SettlementPlan,
  carry: MarketplaceCarry,
  tally: SettlementTally,
  random: Random,
): void {
  const context: Context = { plan, carry, tally, random };
  addSubscription(sink, context);
  addStorage(sink, context);
  addInbound(sink, context);
  addRemovals(sink, context);
  addReimbursements(sink, context);
  addAdvertising(sink, context);
  addReserves(sink, context);
}

const at = (random: Random, day: number): Posted => ({ day, second: random.int(86_400) });

function randomDay({ plan, random }: Context): number {
  return plan.period.startDay + random.int(plan.period.endDay - plan.period.startDay + 1);
}

function addSubscription(sink: RowSink, { plan, random }: Context): void {
  const day = findDayOfMonth(plan.period, 3);
  if (day === undefined) return;
  sink.add([OTHER, OTHER, 'Subscription Fee'], -plan.marketplace.subscriptionFee, at(random, day));
}

/** Monthly storage for the month before (3× in Q4), with the aged-inventory surcharge, billed around the 8th. */
function addStorage(sink: RowSink, { plan, carry, tally, random }: Context): void {
  const day = findDayOfMonth(plan.period, 8);
  if (day === undefined) return;
  const previousMonth = monthKey(day) - 1;
  const units = carry.unitsByMonth.get(previousMonth) ?? tally.units * 2;
  const multiplier = previousMonth % 12 >= 9 ? Q4_STORAGE_MULTIPLIER : 1;
  const storage = -units * plan.marketplace.storagePerUnit * multiplier;
  const posted = at(random, day);
  sink.add([OTHER, OTHER, 'Storage Fee'], storage, posted);
  sink.add([OTHER, OTHER, 'AgedInventorySurcharge'], applyRate(storage, 600), posted);
}

function shipmentId(random: Random): string {
  return `FBA1${random
    .int(36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0')}${random.digits(4)}`;
}

/** Replenishment shipments for what sold: transport, placement and now and then an inbound defect fee. */
function addInbound(sink: RowSink, context: Context): void {
  const { plan, tally, random } = context;
  if (tally.units === 0) return;
  const { marketplace } = plan;
  const shipments = tally.units > 400 ? 3 : tally.units > 100 ? 2 : 1;
  for (const units of splitAmount(tally.units, shipments)) {
    const ref = {
      orderId: shipmentId(random),
      adjustmentId: '',
      shipmentId: '',
      orderItemCode: '',
      sku: '',
      quantity: 0,
    };
    const posted = at(random, randomDay(context));
    sink.add([OTHER, OTHER, 'Inbound Transportation Fee'], -units * marketplace.inboundPerUnit, posted, ref);
    sink.add(
      ['ServiceFee', 'FBA Inbound Placement Service Fee', 'FBAInboundPlacementServiceFee'],
      -units * marketplace.placementPerUnit,
      posted,
      ref,
    );
    if (random.isChance(0.06)) {
      sink.add(
        ['FBAFees', 'Inbound Defect Fee', 'FBA Inbound Defect Fee'],
        -applyRate(units * 20, marketplace.feeFactorBp),
        posted,
        ref,
      );
    }
  }
}

/** Quarterly clean-up of unsellable and aged stock (January, April, July, October). */
function addRemovals(sink: RowSink, context: Context): void {
  const { plan, random } = context;
  const day = findDayOfMonth(plan.period, 20);
  if (day === undefined || (dayParts(day).month - 1) % 3 !== 0) return;
  for (const description of ['DisposalComplete', 'RemovalComplete']) {
    const listing = random.pick(plan.picker.listings);
    const quantity = 5 + random.int(26);
    const ref = { orderId: '', adjustmentId: '', shipmentId: '', orderItemCode: '', sku: listing.sku, quantity };
    sink.add([OTHER, OTHER, description], -quantity * plan.marketplace.disposalPerUnit, at(random, day), ref);
  }
}

/** Lost and damaged stock paid back at about 55 % of the price; now and then a reimbursement is reversed. */
function addReimbursements(sink: RowSink, context: Context): void {
  const { plan, tally, random } = context;
  const count = Math.floor(tally.units * 0.004 + random.next());
  for (let index = 0; index < count; index += 1) {
    const listing = random.pick(plan.picker.listings);
    const type = random.pick(REIMBURSEMENT_TYPES);
    const quantity = 1 + random.int(2);
    const amount = quantity * applyRate(listing.price, 5500) * (type === 'REVERSAL_REIMBURSEMENT' ? -1 : 1);
    const ref = {
      orderId: '',
      adjustmentId: random.digits(14),
      shipmentId: '',
      orderItemCode: '',
      sku: listing.sku,
      quantity,
    };
    sink.add([OTHER, 'FBA Inventory Reimbursement', type], amount, at(random, randomDay(context)), ref);
  }
}

/** Sponsored Products spend at 8–13 % of sales, billed in charges of about the billing threshold. */
function addAdvertising(sink: RowSink, context: Context): void {
  const { plan, tally, random } = context;
  if (tally.grossSales <= 0) return;
  const spend = applyRate(tally.grossSales, 800 + random.int(500));
  const charges = Math.min(8, Math.max(1, Math.ceil(spend / plan.marketplace.adBillingThreshold)));
  for (const charge of splitAmount(spend, charges)) {
    sink.add(['ServiceFee', 'Cost of Advertising', 'TransactionTotalAmount'], -charge, at(random, randomDay(context)));
  }
}

/** Amazon holds back part of recent sales and releases it with the next settlement. */
function addReserves(sink: RowSink, { plan, carry, tally, random }: Context): void {
  sink.add([OTHER, OTHER, 'Previous Reserve Amount Balance'], carry.previousReserve, at(random, plan.period.startDay));
  tally.nextReserve = applyRate(Math.max(0, tally.grossSales), RESERVE_BP);
  sink.add([OTHER, OTHER, 'Current Reserve Amount'], -tally.nextReserve, at(random, plan.period.endDay));
}
