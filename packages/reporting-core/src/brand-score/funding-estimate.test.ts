import { describe, expect, it } from 'vitest';
import { FUNDING_ESTIMATE_METHOD, FUNDING_MULTIPLE_BANDS, fundingEstimate } from './funding-estimate.ts';

describe('fundingEstimate', () => {
  it('multiplies trailing EBITDA by the multiple range of the score band', () => {
    expect(fundingEstimate({ trailingEbitda: '200000.00', overallScore: 62 })).toEqual({
      low: '600000.00',
      high: '800000.00',
      multipleLow: '3.00',
      multipleHigh: '4.00',
    });
  });

  it.each([
    [0, '2.00', '2.50'],
    [24, '2.00', '2.50'],
    [24.99, '2.00', '2.50'],
    [25, '2.50', '3.00'],
    [49, '2.50', '3.00'],
    [50, '3.00', '4.00'],
    [74, '3.00', '4.00'],
    [75, '4.00', '5.00'],
    [100, '4.00', '5.00'],
  ])('puts score %s in the %s-%sx band', (overallScore, multipleLow, multipleHigh) => {
    expect(fundingEstimate({ trailingEbitda: '1000', overallScore })).toMatchObject({ multipleLow, multipleHigh });
  });

  it('rounds each end half away from zero to cents, exactly', () => {
    expect(fundingEstimate({ trailingEbitda: '123456.789', overallScore: 62 })).toMatchObject({
      low: '370370.37',
      high: '493827.16',
    });
    // 0.002 x 2.50 = 0.005, which rounds up to a cent; 0.001 x 2.00 = 0.002 rounds down.
    expect(fundingEstimate({ trailingEbitda: '0.002', overallScore: 30 })).toMatchObject({ low: '0.01', high: '0.01' });
    expect(fundingEstimate({ trailingEbitda: '0.001', overallScore: 0 })).toMatchObject({ low: '0.00', high: '0.00' });
    // Floats would lose the last cents of a large figure; decimals do not.
    expect(fundingEstimate({ trailingEbitda: '987654321987.13', overallScore: 90 })).toMatchObject({
      low: '3950617287948.52',
      high: '4938271609935.65',
    });
  });

  it("rounds to the currency's minor unit when a currency is given", () => {
    expect(fundingEstimate({ trailingEbitda: '1000001', overallScore: 10, currency: 'JPY' })).toMatchObject({
      low: '2000002',
      high: '2500003',
    });
    expect(fundingEstimate({ trailingEbitda: '1000.0005', overallScore: 80, currency: 'JOD' })).toMatchObject({
      low: '4000.002',
      high: '5000.003',
    });
  });

  it('is unavailable, with the reason, without a score or without positive EBITDA', () => {
    expect(fundingEstimate({ trailingEbitda: '50000', overallScore: null })).toEqual({
      unavailable: expect.stringContaining('No brand score'),
    });
    expect(fundingEstimate({ trailingEbitda: '0.00', overallScore: 80 })).toEqual({
      unavailable: expect.stringContaining('EBITDA is zero or negative'),
    });
    expect(fundingEstimate({ trailingEbitda: '-1250.40', overallScore: 80 })).toEqual({
      unavailable: expect.stringContaining('EBITDA is zero or negative'),
    });
  });

  it('rejects EBITDA that is not a decimal amount and scores outside 0-100', () => {
    expect(() => fundingEstimate({ trailingEbitda: 'abc', overallScore: 50 })).toThrow('is not a decimal amount');
    expect(() => fundingEstimate({ trailingEbitda: '1,000', overallScore: 50 })).toThrow('is not a decimal amount');
    expect(() => fundingEstimate({ trailingEbitda: 1000 as unknown as string, overallScore: 50 })).toThrow(
      'is not a decimal amount',
    );
    expect(() => fundingEstimate({ trailingEbitda: '1000', overallScore: 101 })).toThrow('not between 0 and 100');
    expect(() => fundingEstimate({ trailingEbitda: '1000', overallScore: -1 })).toThrow('not between 0 and 100');
    expect(() => fundingEstimate({ trailingEbitda: '1000', overallScore: Number.NaN })).toThrow(
      'not between 0 and 100',
    );
  });

  it('describes the bands it uses', () => {
    expect(FUNDING_MULTIPLE_BANDS.map((band) => band.minScore)).toEqual([0, 25, 50, 75]);
    for (const band of FUNDING_MULTIPLE_BANDS) {
      expect(FUNDING_ESTIMATE_METHOD).toContain(`${band.multipleLow}-${band.multipleHigh}x`);
    }
  });
});
