// The FBA customer returns report (GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA)
// for the fake Amazon: a tab-separated document in the shape Seller Central
// writes (its 13 columns, return-date as 2024-03-05T14:22:10+00:00, reason
// and disposition codes as Amazon spells them, some rows without a license
// plate, a comment in German). Returns are generated per marketplace and UTC
// day, deterministically, and a report holds those whose return-date is in the
// requested window: overlapping windows answer the same rows, as Amazon does.
import type { FakeAmazon } from './fake-amazon.ts';

export const FAKE_RETURNS_REPORT_TYPE = 'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA';

export const FAKE_RETURN_SKUS = [
  { sku: 'RTN-KETTLE-01', asin: 'B0RETURN01', fnsku: 'X00RETRN01', name: 'Glass Kettle 1.7 L' },
  { sku: 'RTN-MUG-02', asin: 'B0RETURN02', fnsku: 'X00RETRN02', name: 'Ceramic Mug, Set of 4' },
  { sku: 'RTN-TOWEL-03', asin: 'B0RETURN03', fnsku: 'X00RETRN03', name: 'Cotton Towel – Grey' },
] as const;

const REASONS = ['UNWANTED_ITEM', 'DEFECTIVE', 'NOT_AS_DESCRIBED', 'ORDERED_WRONG_ITEM', 'FOUND_BETTER_PRICE'] as const;
const DISPOSITIONS = ['SELLABLE', 'DEFECTIVE', 'CUSTOMER_DAMAGED', 'CARRIER_DAMAGED'] as const;
const COMMENTS = ['', '', 'Stopped heating after a week', 'Größe passt nicht', ''] as const;

export const FAKE_RETURNS_HEADER = [
  'return-date',
  'order-id',
  'sku',
  'asin',
  'fnsku',
  'product-name',
  'quantity',
  'fulfillment-center-id',
  'detailed-disposition',
  'reason',
  'status',
  'license-plate-number',
  'customer-comments',
].join('\t');

export interface FakeReturn {
  returnDate: string;
  orderId: string;
  sku: string;
  asin: string;
  fnsku: string;
  productName: string;
  quantity: number;
  fulfillmentCenterId: string;
  detailedDisposition: string;
  reason: string;
  status: string;
  licensePlateNumber: string;
  customerComments: string;
}

/** A small seeded generator (mulberry32) keyed by text. */
function random(key: string): (max: number) => number {
  let seed = 2166136261;
  for (const char of key) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return (max) => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % (max + 1);
  };
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The returns of one marketplace on one UTC day (0 to 2). */
export function fakeReturnsOfDay(marketplaceId: string, day: string): FakeReturn[] {
  const next = random(`${marketplaceId}|${day}|returns`);
  return Array.from({ length: next(2) }, (_, index) => {
    const item = FAKE_RETURN_SKUS[next(FAKE_RETURN_SKUS.length - 1)]!;
    const disposition = DISPOSITIONS[next(DISPOSITIONS.length - 1)]!;
    const hasPlate = next(3) !== 0;
    return {
      returnDate: `${day}T${pad(next(23))}:${pad(next(59))}:${pad(next(59))}+00:00`,
      orderId: `${100 + next(899)}-${pad(next(9_999_999), 7)}-${pad(index + next(9_999_990), 7)}`,
      sku: item.sku,
      asin: item.asin,
      fnsku: item.fnsku,
      productName: item.name,
      quantity: next(4) === 0 ? 2 : 1,
      fulfillmentCenterId: ['PHX7', 'ONT8', 'LEJ1'][next(2)]!,
      detailedDisposition: disposition,
      reason: REASONS[next(REASONS.length - 1)]!,
      status: disposition === 'SELLABLE' ? 'Unit returned to inventory' : 'Reimbursed',
      licensePlateNumber: hasPlate ? `LPNRR${pad(next(999_999_999), 9)}` : '',
      customerComments: COMMENTS[next(COMMENTS.length - 1)]!,
    };
  });
}

/** Every return of the marketplace whose return-date is in [start, end], oldest first. */
export function fakeCustomerReturns(marketplaceId: string, start: Date, end: Date): FakeReturn[] {
  const returns: FakeReturn[] = [];
  const first = Date.parse(`${start.toISOString().slice(0, 10)}T00:00:00Z`);
  for (let day = first; day <= end.getTime(); day += 86_400_000) {
    for (const row of fakeReturnsOfDay(marketplaceId, new Date(day).toISOString().slice(0, 10))) {
      const at = Date.parse(row.returnDate);
      if (at >= start.getTime() && at <= end.getTime()) returns.push(row);
    }
  }
  return returns.sort((a, b) => Date.parse(a.returnDate) - Date.parse(b.returnDate));
}

export function fakeCustomerReturnsDocument(returns: readonly FakeReturn[]): string {
  const lines = returns.map((row) =>
    [
      row.returnDate,
      row.orderId,
      row.sku,
      row.asin,
      row.fnsku,
      row.productName,
      row.quantity,
      row.fulfillmentCenterId,
      row.detailedDisposition,
      row.reason,
      row.status,
      row.licensePlateNumber,
      row.customerComments,
    ].join('\t'),
  );
  return `${[FAKE_RETURNS_HEADER, ...lines].join('\n')}\n`;
}

/** Installs the generator: createReport of the returns report answers the window's returns. */
export function installCustomerReturnsReport(fake: FakeAmazon): void {
  fake.reportContent.set(FAKE_RETURNS_REPORT_TYPE, (request) => {
    const end = request.dataEndTime ? new Date(request.dataEndTime) : new Date();
    const start = request.dataStartTime ? new Date(request.dataStartTime) : new Date(end.getTime() - 30 * 86_400_000);
    return fakeCustomerReturnsDocument(fakeCustomerReturns(request.marketplaceIds[0]!, start, end));
  });
}
