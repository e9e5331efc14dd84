import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, createRateTable, FxRateMissingError, type FxRate } from './fx.ts';

const ecb = (rateDate: string, currency: string, ratePerEur: string): FxRate => ({
  rateDate,
  currency,
  ratePerEur,
  source: 'ecb',
});

// Rates of the ECB daily sample (2025-04-03) and the day before from the 90-day sample.
const rates: FxRate[] = [
  ecb('2025-04-03', 'USD', '1.1097'),
  ecb('2025-04-03', 'GBP', '0.84163'),
  ecb('2025-04-03', 'JPY', '162.17'),
  ecb('2025-04-02', 'USD', '1.0826'),
  { rateDate: '2025-04-02', currency: 'AED', ratePerEur: '3.9763', source: 'openexchangerates' },
];

describe('convert', () => {
  it('converts EUR to a currency by multiplying with its per-EUR rate', () => {
    expect(convert('100.00', 'EUR', 'USD', '2025-04-03', rates)).toMatchObject({
      amount: '110.97',
      rate: '1.1097',
      rateDate: '2025-04-03',
      source: 'ecb',
    });
  });

  it('converts a currency to EUR by dividing, rounding half away from zero once', () => {
    // 100 / 1.1097 = 90.114445345589...; the rate 0.901144453455... shows 10 places.
    expect(convert('100', 'USD', 'EUR', '2025-04-03', rates)).toMatchObject({ amount: '90.11', rate: '0.9011444535' });
    // -0.005 EUR in JPY: 0.005 × 162.17 = 0.81085 → 1 JPY (no minor digits), away from zero for negatives too.
    expect(convert('-0.005', 'EUR', 'JPY', '2025-04-03', rates).amount).toBe('-1');
  });

  it('crosses through EUR: amount × rate(to) / rate(from), exactly', () => {
    // 1234.56 × 0.84163 / 1.1097 = 936.32804... GBP
    const result = convert('1234.56', 'USD', 'GBP', '2025-04-03', rates);
    expect(result).toMatchObject({ amount: '936.33', rate: '0.7584302064', rateDate: '2025-04-03', source: 'ecb' });
    expect(result.legs.map((leg) => leg.currency)).toEqual(['USD', 'GBP']);
    // 10 000 000.00 USD → JPY: 1e7 × 162.17 / 1.1097 = 1461385960.17842 → 1461385960
    expect(convert('10000000.00', 'USD', 'JPY', '2025-04-03', rates).amount).toBe('1461385960');
  });

  it('is exact where floats are not: 0.1 + 0.2 style amounts round correctly', () => {
    // 0.3 EUR × 1.1097 = 0.33291 USD → 0.33; a float would compute 0.33290999999999997.
    expect(convert('0.30', 'EUR', 'USD', '2025-04-03', rates).amount).toBe('0.33');
    // Exactly half a cent rounds away from zero: 0.5 GBP-cents case, 1.25 × 0.2 style.
    expect(convert('0.0125', 'EUR', 'EUR', '2025-04-03', rates)).toMatchObject({ amount: '0.01', source: 'identity' });
    expect(convert('0.005', 'USD', 'USD', '2025-04-03', rates).amount).toBe('0.01');
  });

  it('uses the latest rate on or before the date and names the oldest leg date and every source', () => {
    // A Saturday takes Thursday's rate; before 2025-04-03 takes 2025-04-02.
    expect(convert('1', 'EUR', 'USD', '2025-04-05', rates)).toMatchObject({ amount: '1.11', rateDate: '2025-04-03' });
    expect(convert('1', 'EUR', 'USD', '2025-04-02', rates)).toMatchObject({ amount: '1.08', rateDate: '2025-04-02' });
    const cross = convert('100.00', 'AED', 'USD', '2025-04-03', rates);
    // 100 × 1.1097 / 3.9763 = 27.9078540...
    expect(cross).toMatchObject({ amount: '27.91', rateDate: '2025-04-02', source: 'openexchangerates+ecb' });
  });

  it('fails with a clear error when a rate is missing or too old', () => {
    expect(() => convert('1', 'EUR', 'CHF', '2025-04-03', rates)).toThrow(
      new FxRateMissingError('CHF', '2025-04-03', 7),
    );
    expect(() => convert('1', 'EUR', 'USD', '2025-04-01', rates)).toThrow(
      'No USD rate on or within 7 days before 2025-04-01',
    );
    expect(() => convert('1', 'EUR', 'USD', '2025-04-30', rates)).toThrow(FxRateMissingError);
    expect(convert('1', 'EUR', 'USD', '2025-04-30', rates, { maxAgeDays: 30 }).rateDate).toBe('2025-04-03');
    expect(() => convert('1e3', 'EUR', 'USD', '2025-04-03', rates)).toThrow('"1e3" is not a decimal number');
    expect(() => convert('1', 'EUR', 'USD', '2025-02-30', rates)).toThrow('not a YYYY-MM-DD date');
  });

  it('accepts a prebuilt rate table for many lookups', () => {
    const table = createRateTable(rates);
    expect(table.latestOnOrBefore('USD', '2025-04-02')?.ratePerEur).toBe('1.0826');
    expect(table.latestOnOrBefore('USD', '2025-04-01')).toBeUndefined();
    expect(convert('2.00', 'GBP', 'EUR', '2025-04-04', table).amount).toBe('2.38');
  });
});

describe('convert, for any amount', () => {
  const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
  const asAmount = (value: bigint) =>
    `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

  it('is symmetric in sign and exact for EUR → X (amount × rate has at most 7 decimals before rounding)', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const positive = convert(asAmount(value < 0n ? -value : value), 'EUR', 'GBP', '2025-04-03', rates).amount;
        const negative = convert(asAmount(value < 0n ? value : -value), 'EUR', 'GBP', '2025-04-03', rates).amount;
        expect(negative).toBe(value === 0n ? positive : `-${positive}`);
        // cents × 84163 / 10^5, rounded half away from zero to cents.
        const exact = (value < 0n ? -value : value) * 84_163n;
        const rounded = (exact + 50_000n) / 100_000n;
        expect(positive).toBe(asAmount(rounded));
      }),
    );
  });
});
