import { describe, expect, it } from 'vitest';
import { addDecimalStrings, computeStatement, type StatementInputs } from './compute-statement.ts';
import { STATEMENT_LINES, STATEMENT_LINE_KEYS } from './statement-lines.ts';

const final = (amount: string, quantity = 0) => ({ amount, quantity, isEstimated: false });

const inputs: StatementInputs = {
  ledger: {
    fullPriceFulfilledProductSales: final('100.00', 4),
    productDiscounts: final('-10.00'),
    fulfilledShippingRevenue: final('5.00'),
    otherIncome: final('2.50'),
    productReturns: final('-20.00', 1),
    salesTax: final('8.00'),
    amazonSalesTaxRemitted: final('-8.00'),
    sellingFees: final('-15.00'),
    fbaFulfilmentFees: final('-12.00'),
    fbaStorageFees: { amount: '-3.00', quantity: 0, isEstimated: true },
    fbaInboundFees: final('-1.00'),
    fbaRemovalAndDisposalFees: final('-0.50'),
    fbaRefundsAndReimbursements: final('4.00'),
    amazonAdExpenses: final('-7.00'),
    otherPlatformFees: final('-39.99'),
    unmapped: final('-1.01'),
    reserves: final('-5.00'),
  },
  cogs: { soldUnitsCost: '24.00', returnedUnitsCost: '6.00', hasMissingCost: false },
};

describe('computeStatement', () => {
  const statement = computeStatement(inputs, 'USD');
  const amount = (key: keyof typeof statement) => statement[key].amount;

  it('carries every line of the definition, in USD cents', () => {
    expect(Object.keys(statement).sort()).toEqual([...STATEMENT_LINE_KEYS].sort());
    expect(STATEMENT_LINES).toHaveLength(38);
    expect(amount('fullPriceFulfilledProductSales')).toBe('100.00');
    expect(amount('unitsSold')).toBe('4');
    expect(amount('lending')).toBe('0.00');
    expect(amount('otherAdExpenses')).toBe('0.00');
  });

  it('computes every derived line exactly (hand-computed)', () => {
    expect(amount('fulfilledProductSales')).toBe('90.00');
    expect(amount('totalShippedSales')).toBe('97.50');
    expect(amount('netSales')).toBe('77.50');
    expect(amount('landedCostOfGoodsSold')).toBe('-24.00');
    expect(amount('fbaInventoryAdjustment')).toBe('6.00');
    expect(amount('productCosts')).toBe('-18.00');
    expect(amount('contributionMargin1')).toBe('59.50');
    expect(amount('totalFbaFees')).toBe('-16.50');
    expect(amount('totalMarketplaceFees')).toBe('-27.50');
    expect(amount('contributionMargin2')).toBe('32.00');
    expect(amount('totalAdExpenses')).toBe('-7.00');
    expect(amount('contributionMargin3')).toBe('25.00');
    expect(amount('otherExpenses')).toBe('-1.01');
    expect(amount('totalExpenses')).toBe('-41.00');
    expect(amount('amazonEbitda')).toBe('-16.00');
    expect(amount('totalEbitda')).toBe('-16.00');
    expect(amount('settlementPayout')).toBe('-3.00');
  });

  it('marks a figure estimated when any part of it is', () => {
    expect(statement.fbaStorageFees.status).toBe('estimated');
    expect(statement.totalFbaFees.status).toBe('estimated');
    expect(statement.contributionMargin2.status).toBe('estimated');
    expect(statement.totalEbitda.status).toBe('estimated');
    expect(statement.contributionMargin1.status).toBe('final');
    expect(statement.netSales.status).toBe('final');
    const missingCost = computeStatement({ ...inputs, cogs: { ...inputs.cogs, hasMissingCost: true } }, 'USD');
    expect(missingCost.productCosts.status).toBe('estimated');
    expect(missingCost.contributionMargin1.status).toBe('estimated');
    expect(missingCost.settlementPayout.status).toBe('estimated');
  });

  it('adds external figures and rounds to the currency once, half away from zero', () => {
    const jpy = computeStatement(
      {
        ledger: { fullPriceFulfilledProductSales: final('1000', 2) },
        cogs: { soldUnitsCost: '300.5', returnedUnitsCost: '0', hasMissingCost: false },
        external: { otherAdExpenses: '-100', otherPlatformEbitda: '50' },
      },
      'JPY',
    );
    expect(jpy.landedCostOfGoodsSold.amount).toBe('-301');
    expect(jpy.contributionMargin1.amount).toBe('700');
    expect(jpy.contributionMargin3.amount).toBe('600');
    expect(jpy.totalEbitda.amount).toBe('650');
  });

  it('is zero everywhere without data', () => {
    const empty = computeStatement(
      { ledger: {}, cogs: { soldUnitsCost: '0', returnedUnitsCost: '0', hasMissingCost: false } },
      'EUR',
    );
    expect(empty.totalEbitda).toEqual({ amount: '0.00', status: 'final' });
  });

  it('adds decimal strings exactly', () => {
    expect(addDecimalStrings('0.1', '0.2')).toBe('0.3');
    expect(addDecimalStrings('-1.005', '1')).toBe('-0.005');
  });
});
