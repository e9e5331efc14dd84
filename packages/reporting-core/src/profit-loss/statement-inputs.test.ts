import { describe, expect, it } from 'vitest';
import { createRateTable, FxRateMissingError } from '../fx.ts';
import { buildStatementInputs, type RollupSum, type UnitCostSum } from './statement-inputs.ts';

const row = (overrides: Partial<RollupSum>): RollupSum => ({
  day: '2026-01-10',
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'A',
  pnlLine: 'fullPriceFulfilledProductSales',
  currency: 'USD',
  status: 'final',
  amount: '10.0000',
  quantity: 2,
  ...overrides,
});

const rates = createRateTable([{ rateDate: '2026-01-09', currency: 'USD', ratePerEur: '1.25', source: 'ecb' }]);
const cost = (overrides: Partial<UnitCostSum>): UnitCostSum => ({
  day: '2026-01-10',
  marketplaceId: 'ATVPDKIKX0DER',
  sku: 'A',
  pnlLine: 'fullPriceFulfilledProductSales',
  currency: 'USD',
  cost: '6.0000',
  quantity: 2,
  ...overrides,
});

describe('buildStatementInputs', () => {
  const rows = [
    row({}),
    row({ day: '2026-01-12', pnlLine: 'productReturns', amount: '-2.50', quantity: 1 }),
    row({ day: '2026-02-01', sku: 'B', currency: 'EUR', amount: '5.00', quantity: 1 }),
    row({
      day: '2026-02-02',
      sku: '',
      pnlLine: 'fbaStorageFees',
      currency: 'EUR',
      amount: '-1.10',
      quantity: 0,
      status: 'estimated',
    }),
  ];
  // A costs 3.00 USD a unit: 2 sold on the 10th, 1 returned on the 12th; B has no cost.
  const costs = [
    cost({}),
    cost({ day: '2026-01-12', pnlLine: 'productReturns', cost: '3.0000', quantity: 1 }),
    cost({ day: '2026-02-01', sku: 'B', currency: null, cost: '0', quantity: 1 }),
  ];
  const groups = buildStatementInputs(rows, costs, {
    rates,
    targetCurrency: 'EUR',
    groupsOf: (sum) => [sum.day.slice(0, 7), 'total'],
  });

  it('converts each amount and each unit cost with the rate of its day', () => {
    const january = groups.get('2026-01');
    expect(january?.inputs.ledger.fullPriceFulfilledProductSales).toEqual({
      amount: '8.00',
      quantity: 2,
      isEstimated: false,
    });
    expect(january?.inputs.ledger.productReturns?.amount).toBe('-2.00');
    expect(january?.inputs.cogs).toEqual({ soldUnitsCost: '4.80', returnedUnitsCost: '2.40', hasMissingCost: false });
    expect(january?.rates).toEqual([{ from: 'USD', to: 'EUR', rate: '0.8', rateDate: '2026-01-09', source: 'ecb' }]);
  });

  it('flags units without a cost and keeps statuses', () => {
    const february = groups.get('2026-02');
    expect(february?.inputs.cogs.hasMissingCost).toBe(true);
    expect(february?.inputs.ledger.fbaStorageFees).toEqual({ amount: '-1.10', quantity: 0, isEstimated: true });
    expect(february?.rates).toEqual([]);
    expect(groups.get('total')?.inputs.ledger.fullPriceFulfilledProductSales?.amount).toBe('13.00');
    expect(groups.get('total')?.inputs.cogs.soldUnitsCost).toBe('4.80');
  });

  it('marks the cost of units dated by posted date as a fallback (order basis) estimated, only where they fall', () => {
    const withFallback = buildStatementInputs(
      [row({}), row({ day: '2026-02-03' })],
      [cost({}), cost({ day: '2026-02-03', hasFallbackDates: true })],
      { rates: createRateTable([]), targetCurrency: 'USD', groupsOf: (sum) => [sum.day.slice(0, 7), 'total'] },
    );
    expect(withFallback.get('2026-01')?.inputs.cogs).toEqual({
      soldUnitsCost: '6.00',
      returnedUnitsCost: '0',
      hasMissingCost: false,
    });
    expect(withFallback.get('2026-02')?.inputs.cogs).toEqual({
      soldUnitsCost: '6.00',
      returnedUnitsCost: '0',
      hasMissingCost: true,
    });
    expect(withFallback.get('total')?.inputs.cogs.hasMissingCost).toBe(true);
  });

  it('throws FxRateMissingError for a day without a rate', () => {
    expect(() =>
      buildStatementInputs([row({ day: '2026-01-05' })], [], {
        rates,
        targetCurrency: 'EUR',
        groupsOf: () => ['x'],
      }),
    ).toThrow(FxRateMissingError);
  });
});
