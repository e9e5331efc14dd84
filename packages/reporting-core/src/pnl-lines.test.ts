import { describe, expect, it } from 'vitest';
import { carriesUnits, mapSettlementRow, PNL_LINES, type TPnlLine } from './pnl-lines.ts';

const cases: Array<[string, string, string, TPnlLine]> = [
  ['Order', 'ItemPrice', 'Principal', 'fullPriceFulfilledProductSales'],
  ['Order', 'Promotion', 'Principal', 'productDiscounts'],
  ['Order', 'Promotion', 'Coupon redemption fee', 'productDiscounts'],
  ['Order', 'ItemPrice', 'Shipping', 'fulfilledShippingRevenue'],
  ['Order', 'Promotion', 'Shipping', 'fulfilledShippingRevenue'],
  ['Order', 'ItemPrice', 'GiftWrap', 'otherIncome'],
  ['Order', 'ItemPrice', 'Goodwill', 'otherIncome'],
  ['Refund', 'ItemPrice', 'Principal', 'productReturns'],
  ['Refund', 'ItemPrice', 'Tax', 'productReturns'],
  ['Order', 'ItemPrice', 'Tax', 'salesTax'],
  ['Order', 'ItemPrice', 'ShippingTax', 'salesTax'],
  ['Order', 'ItemPrice', 'GiftWrapTax', 'salesTax'],
  ['Order', 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Principal', 'amazonSalesTaxRemitted'],
  ['Refund', 'ItemWithheldTax', 'MarketplaceFacilitatorTax-Shipping', 'amazonSalesTaxRemitted'],
  ['Order', 'ItemFees', 'Commission', 'sellingFees'],
  ['Refund', 'ItemFees', 'RefundCommission', 'sellingFees'],
  ['Order', 'ItemFees', 'VariableClosingFee', 'sellingFees'],
  ['Order', 'ItemFees', 'FixedClosingFee', 'sellingFees'],
  ['Order', 'ItemFees', 'DigitalServicesFee', 'sellingFees'],
  ['Order', 'ItemFees', 'FBAPerUnitFulfillmentFee', 'fbaFulfilmentFees'],
  ['Order', 'ItemFees', 'FBAPerOrderFulfillmentFee', 'fbaFulfilmentFees'],
  ['Order', 'ItemFees', 'FBAWeightBasedFee', 'fbaFulfilmentFees'],
  ['Order', 'ItemFees', 'ShippingChargeback', 'fbaFulfilmentFees'],
  ['other-transaction', 'other-transaction', 'Storage Fee', 'fbaStorageFees'],
  ['Storage Fee', 'other-transaction', 'Storage Fee', 'fbaStorageFees'],
  ['other-transaction', 'other-transaction', 'StorageRenewalBilling', 'fbaStorageFees'],
  ['other-transaction', 'other-transaction', 'AgedInventorySurcharge', 'fbaStorageFees'],
  ['other-transaction', 'other-transaction', 'LongTermStorageFee', 'fbaStorageFees'],
  ['Inbound Transportation Fee', 'other-transaction', 'Inbound Transportation Fee', 'fbaInboundFees'],
  ['FBAFees', 'Inbound Defect Fee', 'FBAInboundDefectFee', 'fbaInboundFees'],
  ['ServiceFee', 'other-transaction', 'FBAInboundPlacementServiceFee', 'fbaInboundFees'],
  ['ServiceFee', 'other-transaction', 'FBAInboundConvenienceFee', 'fbaInboundFees'],
  ['other-transaction', 'other-transaction', 'RemovalComplete', 'fbaRemovalAndDisposalFees'],
  ['other-transaction', 'other-transaction', 'DisposalComplete', 'fbaRemovalAndDisposalFees'],
  ['other-transaction', 'FBA Inventory Reimbursement', 'WAREHOUSE_DAMAGE', 'fbaRefundsAndReimbursements'],
  ['other-transaction', 'FBA Inventory Reimbursement', 'REVERSAL_REIMBURSEMENT', 'fbaRefundsAndReimbursements'],
  ['WAREHOUSE_LOST', 'other-transaction', 'WAREHOUSE_LOST', 'fbaRefundsAndReimbursements'],
  ['other-transaction', 'FBA Inventory Reimbursement', 'CUSTOMER_RETURN', 'fbaRefundsAndReimbursements'],
  ['ServiceFee', 'Cost of Advertising', 'TransactionTotalAmount', 'amazonAdExpenses'],
  ['ServiceFee', 'other-transaction', 'Cost of Advertising', 'amazonAdExpenses'],
  ['ServiceFee', 'Cost of Advertising', 'TaxAmount', 'otherPlatformFees'],
  ['ServiceFee', 'other-transaction', 'TaxAmount', 'otherPlatformFees'],
  ['Subscription Fee', 'other-transaction', 'Subscription Fee', 'otherPlatformFees'],
  ['ServiceFee', 'other-transaction', 'Subscription', 'otherPlatformFees'],
  ['ServiceFee', 'other-transaction', 'VineEnrollmentFee', 'otherPlatformFees'],
  ['other-transaction', 'other-transaction', 'Previous Reserve Amount Balance', 'reserves'],
  ['other-transaction', 'other-transaction', 'Current Reserve Amount', 'reserves'],
  ['Loan Servicing', 'other-transaction', 'Loan Servicing', 'lending'],
  ['Successful charge', 'other-transaction', 'Successful charge', 'cashMovements'],
  ['Payable to Amazon', 'other-transaction', 'Payable to Amazon', 'cashMovements'],
  ['Micro Deposit', 'other-transaction', 'Micro Deposit', 'cashMovements'],
  ['Transfer', 'other-transaction', 'Transfer', 'cashMovements'],
  ['Order', 'ItemFees', 'SomeNewFee', 'unmapped'],
  ['Mystery', 'Thing', 'Whatever', 'unmapped'],
  ['', '', '', 'unmapped'],
];

describe('mapSettlementRow (DOMAIN.md settlement rows → P&L)', () => {
  it.each(cases)('%s / %s / %s → %s', (transactionType, amountType, amountDescription, line) => {
    expect(mapSettlementRow({ transactionType, amountType, amountDescription })).toBe(line);
  });

  it('ignores case, spaces, underscores and hyphens in the names', () => {
    expect(
      mapSettlementRow({
        transactionType: 'order',
        amountType: 'itemfees',
        amountDescription: 'fba per unit fulfillment fee',
      }),
    ).toBe('fbaFulfilmentFees');
    expect(
      mapSettlementRow({ transactionType: ' ORDER ', amountType: 'ITEMPRICE', amountDescription: 'principal' }),
    ).toBe('fullPriceFulfilledProductSales');
  });

  it('only ever answers a known line', () => {
    for (const [transactionType, amountType, amountDescription] of cases) {
      expect(PNL_LINES).toContain(mapSettlementRow({ transactionType, amountType, amountDescription }));
    }
  });
});

describe("carriesUnits: the row that moves an order item's units", () => {
  it('is the ItemPrice Principal of an order or a refund, whatever the spelling', () => {
    expect(carriesUnits({ amountType: 'ItemPrice', amountDescription: 'Principal' })).toBe(true);
    expect(carriesUnits({ amountType: 'item-price', amountDescription: ' PRINCIPAL ' })).toBe(true);
  });

  it('is none of the rows that repeat the quantity: shipping, tax, gift wrap, fees, promotions', () => {
    for (const [amountType, amountDescription] of [
      ['ItemPrice', 'Shipping'],
      ['ItemPrice', 'Tax'],
      ['ItemPrice', 'GiftWrap'],
      ['ItemFees', 'Commission'],
      ['ItemFees', 'RefundCommission'],
      ['Promotion', 'Principal'],
      ['ItemWithheldTax', 'MarketplaceFacilitatorTax-Principal'],
    ] as const) {
      expect(carriesUnits({ amountType, amountDescription }), `${amountType} / ${amountDescription}`).toBe(false);
    }
  });
});
