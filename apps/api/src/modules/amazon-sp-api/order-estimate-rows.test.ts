import { describe, expect, it } from 'vitest';
import { buildOrderEstimates } from './order-estimate-rows.ts';
import type { EstimateItem, SkuHistoryRow } from './order-estimates.queries.ts';

const item = (change: Partial<EstimateItem>): EstimateItem => ({
  orderId: '111-0000001-0000001',
  marketplaceId: 'ATVPDKIKX0DER',
  orderDay: '2026-11-20',
  purchasedAt: '2026-11-21T01:00:00.000Z',
  orderItemId: '1',
  sku: 'MUG-1',
  quantity: 2,
  itemPrice: '50.00',
  shippingPrice: '0.00',
  promotionDiscount: '0.00',
  currency: 'USD',
  ...change,
});

const history = (sku: string, currency: string, kind: string, amount: string, units = 0): SkuHistoryRow => {
  const [transactionType = '', amountType = '', amountDescription = ''] = kind.split(' / ');
  return { sku, currency, transactionType, amountType, amountDescription, amount, units };
};

// 3 units sold for 65.00 with 9.75 of commission (15 %) and 4.12 of FBA fee per unit.
const MUG_HISTORY = [
  history('MUG-1', 'USD', 'Order / ItemPrice / Principal', '65.0000', 3),
  history('MUG-1', 'USD', 'Order / ItemFees / Commission', '-9.7500'),
  history('MUG-1', 'USD', 'Order / ItemFees / FBAPerUnitFulfillmentFee', '-12.3600'),
];

const rowsOf = (plan: ReturnType<typeof buildOrderEstimates>) =>
  plan.batches.flatMap((batch) =>
    batch.rows.map((row) => [
      batch.settlementId,
      row.orderId,
      row.amountDescription,
      row.pnlLine,
      row.quantity,
      row.amount,
    ]),
  );

describe('order estimates', () => {
  it('estimates a sale as its settlement rows: principal with units, promotion, shipping, fees from the SKU history', () => {
    const plan = buildOrderEstimates([item({ shippingPrice: '4.99', promotionDiscount: '5.00' })], MUG_HISTORY);
    expect(rowsOf(plan)).toEqual([
      ['orders:USD', '111-0000001-0000001', 'Principal', 'fullPriceFulfilledProductSales', 2, '50.0000'],
      ['orders:USD', '111-0000001-0000001', 'Shipping', 'fulfilledShippingRevenue', null, '4.9900'],
      ['orders:USD', '111-0000001-0000001', 'Principal', 'productDiscounts', null, '-5.0000'],
      ['orders:USD', '111-0000001-0000001', 'Commission', 'sellingFees', null, '-7.5000'],
      ['orders:USD', '111-0000001-0000001', 'FBAPerUnitFulfillmentFee', 'fbaFulfilmentFees', null, '-8.2400'],
    ]);
    const batch = plan.batches[0]!;
    expect(batch).toMatchObject({
      total: '34.2500',
      firstDay: '2026-11-20',
      lastDay: '2026-11-20',
      orders: 1,
      unmappedCount: 0,
    });
    expect(batch.rows[0]).toMatchObject({
      postedDate: '2026-11-20',
      postedAt: '2026-11-21T01:00:00.000Z',
      transactionType: 'Order',
      amountType: 'ItemPrice',
      sourceLine: 1,
    });
    expect(batch.rows[2]).toMatchObject({ amountType: 'Promotion' });
    expect(plan.skusWithoutHistory).toEqual([]);
  });

  it('rounds each fee once to the minor unit, half away from zero', () => {
    // 1 unit of 10.01: commission 9.75 / 65 × 10.01 = 1.5015 → 1.50; per-unit fee 12.36 / 3 = 4.12.
    const plan = buildOrderEstimates([item({ quantity: 1, itemPrice: '10.01' })], MUG_HISTORY);
    expect(rowsOf(plan).map((row) => row[5])).toEqual(['10.0100', '-1.5000', '-4.1200']);
    // Per unit of 7 fees of 1.00 over 3 units, for 2 units: 4.666… → 4.67.
    const odd = buildOrderEstimates(
      [item({})],
      [
        history('MUG-1', 'USD', 'Order / ItemPrice / Principal', '30.00', 3),
        history('MUG-1', 'USD', 'Order / ItemFees / FixedClosingFee', '-7.00'),
      ],
    );
    expect(rowsOf(odd).map((row) => row[5])).toEqual(['50.0000', '-4.6700']);
    // JPY has no minor unit.
    const yen = buildOrderEstimates(
      [item({ currency: 'JPY', itemPrice: '1000', quantity: 1 })],
      [
        history('MUG-1', 'JPY', 'Order / ItemPrice / Principal', '3000', 3),
        history('MUG-1', 'JPY', 'Order / ItemFees / Commission', '-451'),
      ],
    );
    expect(rowsOf(yen)).toEqual([
      ['orders:JPY', '111-0000001-0000001', 'Principal', 'fullPriceFulfilledProductSales', 1, '1000.0000'],
      ['orders:JPY', '111-0000001-0000001', 'Commission', 'sellingFees', null, '-150.0000'],
    ]);
  });

  it('gives a SKU without history in that currency no fees, and says so; one batch per currency', () => {
    const plan = buildOrderEstimates(
      [
        item({ sku: 'NEW-1', orderId: '111-0000002-0000001' }),
        item({ currency: 'CAD', orderId: '111-0000003-0000001' }),
      ],
      MUG_HISTORY,
    );
    expect(plan.batches.map((batch) => [batch.settlementId, batch.rows.length, batch.total])).toEqual([
      ['orders:CAD', 1, '50.0000'],
      ['orders:USD', 1, '50.0000'],
    ]);
    expect(plan.skusWithoutHistory).toEqual(['MUG-1', 'NEW-1']);
  });

  it('prices an item Amazon has not priced yet from the SKU history, or leaves it out', () => {
    const plan = buildOrderEstimates(
      [item({ itemPrice: null, quantity: 1 }), item({ itemPrice: null, sku: 'NEW-1' })],
      MUG_HISTORY,
    );
    expect(rowsOf(plan).map((row) => row[5])).toEqual(['21.6700', '-3.2500', '-4.1200']);
    expect(plan.itemsWithoutPrice).toBe(1);
    expect(buildOrderEstimates([], MUG_HISTORY)).toEqual({ batches: [], skusWithoutHistory: [], itemsWithoutPrice: 0 });
  });
});
