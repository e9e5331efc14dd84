import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../decimal.ts';
import { convert, createRateTable, EUR, FxRateMissingError, type FxRate } from '../fx.ts';
import {
  COST_LINE_PREFIX,
  inputsFromConvertedSums,
  type ConversionLegs,
  type ConvertedLineSum,
} from './converted-sums.ts';
import { buildStatementInputs, type RollupSum, type UnitCostSum } from './statement-inputs.ts';

const rate = (currency: string, rateDate: string, ratePerEur: string, source = 'ecb'): FxRate => ({
  currency,
  rateDate,
  ratePerEur,
  source,
});

/**
 * What the statement's SQL does, written with convert: each daily sum converts with its day's
 * rates, rounded once, and the minor units add up per group; each group lists the legs its days
 * used. The result must equal buildStatementInputs on the same daily sums.
 */
function convertedLikeTheDatabase(
  rows: readonly RollupSum[],
  costs: readonly UnitCostSum[],
  rates: readonly FxRate[],
  target: string,
): { lines: ConvertedLineSum[]; conversions: ConversionLegs[] } {
  const table = createRateTable(rates);
  const lines = new Map<
    string,
    { group: string; line: string; minorUnits: bigint | null; quantity: number; est: boolean }
  >();
  const conversions = new Map<string, ConversionLegs>();
  const add = (day: string, line: string, currency: string, amount: string, quantity: number, est: boolean) => {
    const group = day.slice(0, 7);
    const key = `${group}|${line}`;
    const sum = lines.get(key) ?? { group, line, minorUnits: null, quantity: 0, est: false };
    if (currency !== '') {
      sum.minorUnits =
        (sum.minorUnits ?? 0n) + parseDecimal(convert(amount, currency, target, day, table).amount).units;
      if (currency !== target) {
        const fromLeg = currency === EUR ? null : (table.latestOnOrBefore(currency, day) ?? null);
        const toLeg = target === EUR ? null : (table.latestOnOrBefore(target, day) ?? null);
        const legsKey = `${group}|${currency}|${fromLeg?.rateDate}|${toLeg?.rateDate}`;
        const seen = conversions.get(legsKey);
        conversions.set(legsKey, {
          group,
          currency,
          fromLeg,
          toLeg,
          firstDay: seen && seen.firstDay < day ? seen.firstDay : day,
          lastDay: seen && seen.lastDay > day ? seen.lastDay : day,
        });
      }
    }
    sum.quantity += quantity;
    sum.est ||= est;
    lines.set(key, sum);
  };
  for (const row of rows) add(row.day, row.pnlLine, row.currency, row.amount, row.quantity, row.status === 'estimated');
  for (const cost of costs) {
    add(
      cost.day,
      COST_LINE_PREFIX + cost.pnlLine,
      cost.currency ?? '',
      cost.cost,
      cost.quantity,
      cost.currency === null,
    );
  }
  return {
    lines: [...lines.values()].map((sum) => ({
      group: sum.group,
      line: sum.line,
      minorUnits: sum.minorUnits,
      quantity: sum.quantity,
      isEstimated: sum.est,
    })),
    conversions: [...conversions.values()],
  };
}

const RATES = [
  rate('USD', '2026-01-09', '1.25'),
  rate('USD', '2026-01-12', '2'),
  rate('GBP', '2026-01-09', '0.8'),
  rate('GBP', '2026-01-12', '0.84', 'secondary'),
  rate('JPY', '2026-01-09', '160.5'),
  rate('JPY', '2026-02-02', '161'),
  rate('USD', '2026-02-02', '1.1'),
  rate('GBP', '2026-02-02', '0.86'),
];

const sum = (overrides: Partial<RollupSum>): RollupSum => ({
  day: '2026-01-10',
  marketplaceId: '',
  sku: '',
  pnlLine: 'fullPriceFulfilledProductSales',
  currency: 'USD',
  status: 'final',
  amount: '10.0000',
  quantity: 1,
  ...overrides,
});

describe('inputsFromConvertedSums', () => {
  const rows = [
    sum({}),
    sum({ day: '2026-01-12', amount: '25.9900', quantity: 2 }),
    sum({ day: '2026-01-13', pnlLine: 'productReturns', amount: '-25.9900', quantity: 1 }),
    sum({ day: '2026-01-13', currency: 'GBP', amount: '7.0000' }),
    sum({ day: '2026-02-02', currency: 'EUR', pnlLine: 'fbaStorageFees', amount: '-1.1000', status: 'estimated' }),
  ];
  const costs: UnitCostSum[] = [
    {
      day: '2026-01-12',
      marketplaceId: '',
      sku: '',
      pnlLine: 'fullPriceFulfilledProductSales',
      currency: 'GBP',
      cost: '6.0000',
      quantity: 2,
    },
    {
      day: '2026-01-13',
      marketplaceId: '',
      sku: '',
      pnlLine: 'productReturns',
      currency: 'USD',
      cost: '3.0000',
      quantity: 1,
    },
    {
      day: '2026-02-02',
      marketplaceId: '',
      sku: '',
      pnlLine: 'fullPriceFulfilledProductSales',
      currency: null,
      cost: '0',
      quantity: 1,
    },
  ];

  it('gives the inputs buildStatementInputs gives from the daily sums, for every target', () => {
    for (const target of ['EUR', 'USD', 'GBP', 'JPY']) {
      const { lines, conversions } = convertedLikeTheDatabase(rows, costs, RATES, target);
      const fast = inputsFromConvertedSums(lines, conversions, { targetCurrency: target, totalGroup: 'total' });
      const reference = buildStatementInputs(rows, costs, {
        rates: createRateTable(RATES),
        targetCurrency: target,
        groupsOf: (row) => [row.day.slice(0, 7), 'total'],
      });
      for (const group of ['2026-01', '2026-02']) expect(fast.get(group)).toEqual(reference.get(group));
      expect(fast.get('total')?.inputs).toEqual(reference.get('total')?.inputs);
    }
  });

  it('rounds each day once: 25.99 USD at 2 per EUR is 13.00 EUR, and the refund -13.00', () => {
    const { lines, conversions } = convertedLikeTheDatabase(rows, costs, RATES, 'EUR');
    const january = inputsFromConvertedSums(lines, conversions, { targetCurrency: 'EUR', totalGroup: 'total' }).get(
      '2026-01',
    );
    // 10.00 USD / 1.25 = 8.00, 25.99 USD / 2 = 12.995 → 13.00, 7.00 GBP / 0.84 = 8.333… → 8.33.
    expect(january?.inputs.ledger.fullPriceFulfilledProductSales).toEqual({
      amount: '29.33',
      quantity: 4,
      isEstimated: false,
    });
    expect(january?.inputs.ledger.productReturns?.amount).toBe('-13.00');
    // 6.00 GBP / 0.84 = 7.142857… → 7.14; 3.00 USD / 2 = 1.50.
    expect(january?.inputs.cogs).toEqual({ soldUnitsCost: '7.14', returnedUnitsCost: '1.50', hasMissingCost: false });
    expect(january?.rates).toEqual([
      { from: 'GBP', to: 'EUR', rate: '1.1904761905', rateDate: '2026-01-12', source: 'secondary' },
      { from: 'USD', to: 'EUR', rate: '0.8', rateDate: '2026-01-09', source: 'ecb' },
      { from: 'USD', to: 'EUR', rate: '0.5', rateDate: '2026-01-12', source: 'ecb' },
    ]);
  });

  it('marks cost lines estimated when units had no cost, and lists no rates in the total group', () => {
    const { lines, conversions } = convertedLikeTheDatabase(rows, costs, RATES, 'USD');
    const groups = inputsFromConvertedSums(lines, conversions, { targetCurrency: 'USD', totalGroup: 'total' });
    expect(groups.get('2026-02')?.inputs.cogs.hasMissingCost).toBe(true);
    expect(groups.get('2026-01')?.inputs.cogs.hasMissingCost).toBe(false);
    expect(groups.get('total')?.inputs.cogs.hasMissingCost).toBe(true);
    expect(groups.get('2026-02')?.inputs.ledger.fbaStorageFees?.isEstimated).toBe(true);
    expect(groups.get('total')?.rates).toEqual([]);
  });

  it('describes a shared currency and rate date with the legs of the later day', () => {
    const legs = (toRate: string, lastDay: string): ConversionLegs => ({
      group: '2026-01',
      currency: 'GBP',
      fromLeg: rate('GBP', '2026-01-09', '0.8'),
      toLeg: rate('SAR', lastDay, toRate, 'secondary'),
      firstDay: lastDay,
      lastDay,
    });
    const later = inputsFromConvertedSums([], [legs('4.1', '2026-01-10'), legs('4', '2026-01-09')], {
      targetCurrency: 'SAR',
      totalGroup: 'total',
    });
    expect(later.get('2026-01')?.rates).toEqual([
      { from: 'GBP', to: 'SAR', rate: '5.125', rateDate: '2026-01-09', source: 'ecb+secondary' },
    ]);
  });

  it('throws for the earliest day without a rate, the source currency before the target', () => {
    const missing = (currency: string, fromLeg: FxRate | null, toLeg: FxRate | null, day: string): ConversionLegs => ({
      group: day.slice(0, 7),
      currency,
      fromLeg,
      toLeg,
      firstDay: day,
      lastDay: day,
    });
    const usd = rate('USD', '2026-01-09', '1.25');
    const attempt = () =>
      inputsFromConvertedSums(
        [],
        [
          missing('GBP', rate('GBP', '2026-01-09', '0.8'), usd, '2026-01-10'),
          missing('CAD', null, null, '2026-01-12'),
          missing('GBP', null, null, '2026-01-11'),
        ],
        { targetCurrency: 'USD', totalGroup: 'total' },
      );
    expect(attempt).toThrow(FxRateMissingError);
    expect(attempt).toThrow('No GBP rate on or within 7 days before 2026-01-11');
    const targetMissing = () =>
      inputsFromConvertedSums([], [missing('EUR', null, null, '2026-01-10')], {
        targetCurrency: 'USD',
        totalGroup: 'total',
      });
    expect(targetMissing).toThrow('No USD rate on or within 7 days before 2026-01-10');
  });
});

describe('inputsFromConvertedSums, for any daily sums and rates', () => {
  const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'JOD'] as const;
  const days = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03'];
  const amount = fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }).map((units) => {
    const negative = units < 0;
    const text = String(Math.abs(units)).padStart(5, '0');
    return `${negative ? '-' : ''}${text.slice(0, -4)}.${text.slice(-4)}`;
  });
  const ratePerEur = fc.integer({ min: 1, max: 99_999_999 }).map((units) => {
    const text = String(units).padStart(7, '0');
    return `${text.slice(0, -6)}.${text.slice(-6)}`;
  });

  it('matches buildStatementInputs figure for figure', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.constantFrom(...days),
            pnlLine: fc.constantFrom('fullPriceFulfilledProductSales', 'productReturns', 'sellingFees'),
            currency: fc.constantFrom(...currencies),
            status: fc.constantFrom('final' as const, 'estimated' as const),
            amount,
            quantity: fc.integer({ min: -3, max: 50 }),
          }),
          { maxLength: 25 },
        ),
        fc.array(
          fc.record({
            currency: fc.constantFrom('USD', 'GBP', 'JPY', 'JOD'),
            day: fc.constantFrom(...days),
            ratePerEur,
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.constantFrom(...currencies),
        (picked, pickedRates, target) => {
          // Every currency gets a rate on the first day, so no conversion is missing one.
          const rates = new Map<string, FxRate>();
          for (const currency of ['USD', 'GBP', 'JPY', 'JOD'])
            rates.set(`${currency}|${days[0]}`, rate(currency, days[0] as string, '1.5'));
          for (const picked of pickedRates)
            rates.set(`${picked.currency}|${picked.day}`, rate(picked.currency, picked.day, picked.ratePerEur));
          const merged = new Map<string, RollupSum>();
          for (const row of picked) {
            const key = `${row.day}|${row.pnlLine}|${row.currency}|${row.status}`;
            if (!merged.has(key)) merged.set(key, sum({ ...row }));
          }
          // In day order, as the statement reads them: a rate date shared by two days is described by the later.
          const rows = [...merged.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
          const { lines, conversions } = convertedLikeTheDatabase(rows, [], [...rates.values()], target);
          const fast = inputsFromConvertedSums(lines, conversions, { targetCurrency: target, totalGroup: 'total' });
          const reference = buildStatementInputs(rows, [], {
            rates: createRateTable([...rates.values()]),
            targetCurrency: target,
            groupsOf: (row) => [row.day.slice(0, 7), 'total'],
          });
          for (const group of ['2026-03', '2026-04']) expect(fast.get(group)).toEqual(reference.get(group));
          expect(fast.get('total')?.inputs).toEqual(reference.get('total')?.inputs);
        },
      ),
      { numRuns: 200 },
    );
  });
});
