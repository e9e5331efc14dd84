// fast-check generators of settlement archives in the shapes of
// settlement-archives.ts: every item, fee and account row shape mixed, in any
// of the four layouts. Settlement ids are 9200000000 + index: callers that
// store several archives give them ids of their own.
import fc from 'fast-check';
import {
  ACCOUNT_ROW_TYPES,
  ARCHIVE_LAYOUTS,
  type ArchiveItem,
  type ArchiveLayout,
  type ArchiveSettlement,
} from './settlement-archives.ts';

const cents = (min: number, max: number) => fc.integer({ min, max });
const arbitraryItem: fc.Arbitrary<ArchiveItem> = fc.record(
  {
    kind: fc.constantFrom<ArchiveItem['kind']>('Order', 'Refund'),
    orderId: fc.integer({ min: 0, max: 9_999_999 }).map((n) => `702-${String(n).padStart(7, '0')}-1234567`),
    orderItemCode: fc.integer({ min: 1, max: 99_999_999 }).map(String),
    sku: fc.constantFrom('LAMP-1', 'MUG-2', 'CUP-3'),
    quantity: fc.integer({ min: 1, max: 12 }),
    principal: cents(1, 50_000),
    shipping: cents(0, 2_000),
    commission: cents(-8_000, 0),
    fbaFee: cents(-3_000, 0),
    digitalServicesFee: cents(-300, 0),
    shippingChargeback: cents(-2_000, 0),
    shippingPromotion: cents(-2_000, 0),
    refundCommission: cents(-500, 0),
    quantityTwice: fc.boolean(),
  },
  { requiredKeys: ['kind', 'orderId', 'orderItemCode', 'sku', 'quantity', 'principal'] },
);
const arbitrarySettlement = (settlementId: string): fc.Arbitrary<ArchiveSettlement> =>
  fc.record({
    settlementId: fc.constant(settlementId),
    currency: fc.constantFrom('CAD', 'USD', 'EUR'),
    marketplaceName: fc.constantFrom('Amazon.ca', 'Amazon.com', 'Amazon.de', 'Non-Amazon CA'),
    items: fc.array(arbitraryItem, { maxLength: 8 }),
    adFees: fc.array(fc.record({ fee: cents(-100_000, 0), tax: cents(-15_000, 0) }), { maxLength: 2 }),
    accountRows: fc.array(
      fc.record({
        type: fc.constantFrom(...ACCOUNT_ROW_TYPES),
        cents: cents(-100_000, 100_000),
        sku: fc.constantFrom('LAMP-1', 'MUG-2'),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 4 },
    ),
    emptyRows: fc.integer({ min: 0, max: 3 }),
  });

/** One to three settlements of real-archive shapes in one of the four layouts. */
export const arbitraryArchive: fc.Arbitrary<{ settlements: ArchiveSettlement[]; layout: ArchiveLayout }> = fc.record({
  settlements: fc
    .integer({ min: 1, max: 3 })
    .chain((count) =>
      fc.tuple(...Array.from({ length: count }, (_, i) => arbitrarySettlement(String(9_200_000_000 + i)))),
    ),
  layout: fc.constantFrom(...ARCHIVE_LAYOUTS),
});
