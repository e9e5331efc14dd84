import { createSettlementLineReader, readSettlementHeader, type SettlementAmountRow } from '@brandlens/reporting-core';
import { describe, expect, it } from 'vitest';
import { itemRow, settlementFileText, type GeneratedRow } from '../../test/settlement-files.ts';
import { financialEventRows, type FinancesLedgerRow } from './financial-events.ts';
import { exactAmount, ZFinancialEvents } from './finances.schemas.ts';

// Finances API events become rows in the settlement's words, so that each lands in the P&L line its
// settlement row will: the hand-written orders and refunds below are checked against the same money
// written as a settlement flat file and read by the importer's reader.
const MARKETPLACES = new Set(['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2']);
const rowsOf = (events: unknown) =>
  financialEventRows(ZFinancialEvents.parse(events), { firstSourceLine: 1, knownMarketplaceIds: MARKETPLACES });
const usd = (amount: number) => ({ CurrencyCode: 'USD', CurrencyAmount: amount });
const charge = (type: string, amount: number) => ({ ChargeType: type, ChargeAmount: usd(amount) });
const fee = (type: string, amount: number) => ({ FeeType: type, FeeAmount: usd(amount) });

const ORDER_EVENT = {
  AmazonOrderId: '111-4000001-0000001',
  MarketplaceName: 'Amazon.com',
  PostedDate: '2024-03-05T10:15:00Z',
  ShipmentItemList: [
    {
      SellerSKU: 'MUG-1',
      OrderItemId: '60311000000001',
      QuantityShipped: 2,
      ItemChargeList: [charge('Principal', 51.98), charge('Tax', 4.16), charge('Shipping', 3.99)],
      ItemFeeList: [fee('Commission', -7.8), fee('FBAPerUnitFulfillmentFee', -8.24)],
      ItemTaxWithheldList: [
        {
          TaxCollectionModel: 'MarketplaceFacilitator',
          TaxesWithheld: [charge('MarketplaceFacilitatorTax-Principal', -4.16)],
        },
      ],
      PromotionList: [
        { PromotionType: 'PromotionMetaDataDefinitionValue', PromotionId: 'DCMS-1234', PromotionAmount: usd(-5) },
        {
          PromotionType: 'PromotionMetaDataDefinitionValue',
          PromotionId: 'Core Free Shipping',
          PromotionAmount: usd(-3.99),
        },
      ],
    },
  ],
};
const REFUND_EVENT = {
  AmazonOrderId: '111-4000001-0000001',
  MarketplaceName: 'Amazon.com',
  PostedDate: '2024-03-08T08:00:00Z',
  ShipmentItemAdjustmentList: [
    {
      SellerSKU: 'MUG-1',
      OrderAdjustmentItemId: '70311000000001',
      QuantityShipped: 1,
      ItemChargeAdjustmentList: [charge('Principal', -25.99), charge('Tax', -2.08)],
      ItemFeeAdjustmentList: [fee('Commission', 3.9), fee('RefundCommission', -0.78)],
    },
  ],
};

/** The same money as the importer reads it from a settlement flat file. */
function settlementRows(rows: GeneratedRow[]): SettlementAmountRow[] {
  const [headerLine = '', ...lines] = settlementFileText([{ settlementId: '31001', currency: 'USD', rows }])
    .trimEnd()
    .split('\n');
  const header = readSettlementHeader(headerLine);
  if (!header.ok) throw new Error(header.reason);
  const read = createSettlementLineReader(header.header);
  return lines.flatMap((text, index) => {
    const parsed = read(text, index + 2);
    return parsed.kind === 'amounts' ? parsed.rows : [];
  });
}

const essentials = (row: FinancesLedgerRow | SettlementAmountRow) => ({
  kind: `${row.transactionType} / ${row.amountType} / ${row.amountDescription}`,
  pnlLine: row.pnlLine,
  amount: typeof row.amount === 'bigint' ? (Number(row.amount) / 10_000).toFixed(4) : row.amount,
  sku: row.sku,
  orderId: row.orderId,
  marketplaceId: row.marketplaceId,
  quantity: row.quantity,
});

describe('financial events as ledger rows', () => {
  it('books an order as its settlement rows would, units on the Principal row only', () => {
    const rows = rowsOf({ ShipmentEventList: [ORDER_EVENT] });
    const item = {
      sku: 'MUG-1',
      orderId: '111-4000001-0000001',
      quantity: 2,
      posted: [2024, 3, 5] as [number, number, number],
    };
    const settled = settlementRows([
      itemRow('Order / ItemPrice / Principal', 5198, item),
      itemRow('Order / ItemPrice / Tax', 416, item),
      itemRow('Order / ItemPrice / Shipping', 399, item),
      itemRow('Order / ItemFees / Commission', -780, item),
      itemRow('Order / ItemFees / FBAPerUnitFulfillmentFee', -824, item),
      itemRow('Order / ItemWithheldTax / MarketplaceFacilitatorTax-Principal', -416, item),
      itemRow('Order / Promotion / Principal', -500, item),
      itemRow('Order / Promotion / Shipping', -399, item),
    ]);
    expect(rows.map(essentials)).toEqual(settled.map(essentials));
    expect(rows.map((row) => row.pnlLine)).toEqual([
      'fullPriceFulfilledProductSales',
      'salesTax',
      'fulfilledShippingRevenue',
      'sellingFees',
      'fbaFulfilmentFees',
      'amazonSalesTaxRemitted',
      'productDiscounts',
      'fulfilledShippingRevenue',
    ]);
    expect(rows[0]).toMatchObject({ quantity: 2, postedDate: '2024-03-05', postedAt: '2024-03-05T10:15:00.000Z' });
    expect(rows.map((row) => row.sourceLine)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['USD']));
  });

  it('books a refund as product returns with its units, and its fees as selling fees', () => {
    const rows = rowsOf({ RefundEventList: [REFUND_EVENT] });
    const item = { sku: 'MUG-1', orderId: '111-4000001-0000001', quantity: 1 };
    const settled = settlementRows([
      itemRow('Refund / ItemPrice / Principal', -2599, item),
      itemRow('Refund / ItemPrice / Tax', -208, item),
      itemRow('Refund / ItemFees / Commission', 390, item),
      itemRow('Refund / ItemFees / RefundCommission', -78, item),
    ]);
    expect(rows.map(essentials)).toEqual(settled.map(essentials));
    expect(rows.map((row) => [row.pnlLine, row.quantity])).toEqual([
      ['productReturns', 1],
      ['productReturns', null],
      ['sellingFees', null],
      ['sellingFees', null],
    ]);
  });

  it('books service fees, ads, adjustments and retrocharges in their settlement lines', () => {
    const rows = rowsOf({
      ServiceFeeEventList: [
        { FeeReason: 'FBA storage', FeeList: [fee('FBAStorageFee', -12.5), fee('FBALongTermStorageFee', -3)] },
        { FeeList: [fee('Subscription', -39.99)] },
        { FeeList: [fee('FBAInboundTransportationFee', -20)] },
      ],
      ProductAdsPaymentEventList: [
        {
          postedDate: '2024-03-06T00:00:00Z',
          transactionType: 'charge',
          baseValue: usd(-100),
          taxValue: usd(-8),
          transactionValue: usd(-108),
        },
      ],
      AdjustmentEventList: [
        {
          AdjustmentType: 'FBAInventoryReimbursement',
          PostedDate: '2024-03-07T00:00:00Z',
          AdjustmentAmount: usd(30),
          AdjustmentItemList: [
            { SellerSKU: 'MUG-1', Quantity: '2', TotalAmount: usd(20) },
            { SellerSKU: 'MUG-2', Quantity: '1', TotalAmount: usd(10) },
          ],
        },
        { AdjustmentType: 'ReserveEvent', AdjustmentAmount: usd(-50) },
        // Items that do not make up the amount: the adjustment's own amount, once.
        {
          AdjustmentType: 'FBAInventoryReimbursement',
          AdjustmentAmount: usd(15),
          AdjustmentItemList: [{ SellerSKU: 'X', TotalAmount: usd(7) }],
        },
      ],
      RetrochargeEventList: [
        {
          RetrochargeEventType: 'Retrocharge',
          AmazonOrderId: '111-4000002-0000001',
          MarketplaceName: 'Amazon.ca',
          BaseTax: usd(-1.3),
          ShippingTax: usd(-0.2),
        },
      ],
    });
    expect(rows.map((row) => [row.amountDescription, row.pnlLine, row.amount, row.sku, row.marketplaceId])).toEqual([
      ['FBAStorageFee', 'fbaStorageFees', '-12.5000', null, null],
      ['FBALongTermStorageFee', 'fbaStorageFees', '-3.0000', null, null],
      ['Subscription', 'otherPlatformFees', '-39.9900', null, null],
      ['FBAInboundTransportationFee', 'fbaInboundFees', '-20.0000', null, null],
      ['FBAInventoryReimbursement', 'fbaRefundsAndReimbursements', '20.0000', 'MUG-1', null],
      ['FBAInventoryReimbursement', 'fbaRefundsAndReimbursements', '10.0000', 'MUG-2', null],
      ['Current Reserve Amount', 'reserves', '-50.0000', null, null],
      ['FBAInventoryReimbursement', 'fbaRefundsAndReimbursements', '15.0000', null, null],
      // Ads: the spend and its tax apart, never the transaction total on top.
      ['Cost of Advertising', 'amazonAdExpenses', '-100.0000', null, null],
      ['TaxAmount', 'otherPlatformFees', '-8.0000', null, null],
      ['Tax', 'salesTax', '-1.3000', null, 'A2EUQ1WTGCTBG2'],
      ['ShippingTax', 'salesTax', '-0.2000', null, 'A2EUQ1WTGCTBG2'],
    ]);
  });

  it('keeps a list it does not know as unmapped rows (its total only), and names only known marketplaces', () => {
    const rows = rowsOf({
      BrandNewThingEventList: [
        { PostedDate: '2024-03-09T00:00:00Z', PartAmount: usd(-1), OtherPart: usd(-2), TotalAmount: usd(-3) },
        { Fee: usd(-4) },
      ],
      NetworkComminglingTransactionEventList: [
        { MarketplaceId: 'ATVPDKIKX0DER', TaxExclusiveAmount: usd(5) },
        { MarketplaceId: 'NOT-A-MARKETPLACE', TaxExclusiveAmount: usd(6) },
      ],
    });
    const described = rows.map((row) => [row.transactionType, row.amountDescription, row.pnlLine, row.amount]);
    expect(described).toEqual([
      ['NetworkCommingling', 'TaxExclusiveAmount', 'unmapped', '5.0000'],
      ['NetworkCommingling', 'TaxExclusiveAmount', 'unmapped', '6.0000'],
      ['BrandNewThing', 'TotalAmount', 'unmapped', '-3.0000'],
      ['BrandNewThing', 'Fee', 'unmapped', '-4.0000'],
    ]);
    expect(rows.map((row) => row.marketplaceId)).toEqual(['ATVPDKIKX0DER', null, null, null]);
    expect(rows[2]?.postedDate).toBe('2024-03-09');
  });
});

describe('exact amounts from JSON numbers', () => {
  it('keeps the decimal Amazon wrote, at four decimals, rounding half away from zero', () => {
    expect(exactAmount(25.37)).toBe('25.3700');
    expect(exactAmount(0.1 + 0.2)).toBe('0.3000');
    expect(exactAmount(-0.005)).toBe('-0.0050');
    expect(exactAmount(123456789.12345)).toBe('123456789.1235');
    expect(exactAmount(-0.00005)).toBe('-0.0001');
    expect(exactAmount(1e-7)).toBe('0.0000');
    expect(exactAmount('12.3')).toBe('12.3000');
    expect(() => exactAmount('12,30')).toThrow();
    expect(ZFinancialEvents.safeParse({ ServiceFeeEventList: [{ FeeList: [fee('X', Number.NaN)] }] }).success).toBe(
      false,
    );
  });
});
