import { describe, expect, it } from 'vitest';
import { addAdSums, adFiguresOf, adKpiChanges, changePercent, EMPTY_AD_SUMS, type AdSums } from './ad-figures.ts';

const CURRENT: AdSums = {
  spend: '52.85',
  sales: '211.40',
  orders: 9,
  units: 11,
  impressions: 4000,
  clicks: 130,
  totalSales: '1000.00',
  estimated: false,
};
const PREVIOUS: AdSums = {
  spend: '40',
  sales: '100',
  orders: 4,
  units: 5,
  impressions: 5000,
  clicks: 100,
  totalSales: '800',
  estimated: false,
};

describe('adFiguresOf', () => {
  it('computes every ratio, rounded half away from zero to 2 decimals', () => {
    expect(adFiguresOf(CURRENT, 'USD')).toEqual({
      ...CURRENT,
      // 52.85 / 211.40 = 0.25; 211.40 / 52.85 = 4; 52.85 / 130 = 0.4065…; 130 / 4000 = 3.25 %;
      // 9 / 130 = 6.923… %; 52.85 / 1000 = 5.285 % → 5.29 (the half rounds away from zero).
      acos: '25.00',
      roas: '4.00',
      cpc: '0.41',
      ctr: '3.25',
      cvr: '6.92',
      tacos: '5.29',
    });
  });

  it('answers null for a ratio whose denominator is 0 or unknown', () => {
    const figures = adFiguresOf({ ...EMPTY_AD_SUMS, spend: '3.10', impressions: 200 }, 'EUR');
    expect(figures).toMatchObject({ spend: '3.10', sales: '0.00', acos: null, roas: '0.00', cpc: null });
    expect(figures).toMatchObject({ ctr: '0.00', cvr: null, totalSales: null, tacos: null });
    expect(adFiguresOf({ ...EMPTY_AD_SUMS, totalSales: '0' }, 'EUR')).toMatchObject({ roas: null, tacos: null });
  });

  it("rounds amounts to the currency's minor digits and computes ratios from what it shows", () => {
    const figures = adFiguresOf({ ...EMPTY_AD_SUMS, spend: '1234.5', sales: '2469', clicks: 10 }, 'JPY');
    expect(figures).toMatchObject({ spend: '1235', sales: '2469', cpc: '123.50', acos: '50.02', roas: '2.00' });
    expect(adFiguresOf({ ...EMPTY_AD_SUMS, spend: '10.005', sales: '-0.005' }, 'USD')).toMatchObject({
      spend: '10.01',
      sales: '-0.01',
      acos: '-100100.00',
    });
  });

  it('keeps a negative net sales figure and its TACoS rather than hiding them', () => {
    expect(adFiguresOf({ ...EMPTY_AD_SUMS, spend: '5', totalSales: '-20' }, 'USD')).toMatchObject({
      totalSales: '-20.00',
      tacos: '-25.00',
    });
  });
});

describe('addAdSums', () => {
  it('adds exactly, keeps estimated when either is, and an unknown total sales stays unknown', () => {
    const sum = addAdSums(CURRENT, { ...PREVIOUS, spend: '0.015', estimated: true });
    expect(sum).toEqual({
      spend: '52.865',
      sales: '311.40',
      orders: 13,
      units: 16,
      impressions: 9000,
      clicks: 230,
      totalSales: '1800.00',
      estimated: true,
    });
    expect(addAdSums(CURRENT, EMPTY_AD_SUMS).totalSales).toBeNull();
  });
});

describe('changePercent', () => {
  it('is (current − previous) / |previous| × 100 with 2 decimals, null on a 0 or unknown previous', () => {
    expect(changePercent('1', '3')).toBe('-66.67');
    expect(changePercent('52.85', '40.00')).toBe('32.13');
    expect(changePercent(-5, -10)).toBe('50.00');
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, '1')).toBeNull();
    expect(changePercent('1', null)).toBeNull();
  });
});

describe('adKpiChanges', () => {
  it('gives every KPI its change and whether it is good for the seller', () => {
    const changes = adKpiChanges(adFiguresOf(CURRENT, 'USD'), adFiguresOf(PREVIOUS, 'USD'));
    expect(changes).toEqual([
      { key: 'spend', changePercent: '32.13', better: null },
      { key: 'sales', changePercent: '111.40', better: true },
      // ACoS 40.00 → 25.00, ROAS 2.50 → 4.00, TACoS 5.00 → 5.29, CPC 0.40 → 0.41, CTR 2.00 → 3.25, CVR 4.00 → 6.92.
      { key: 'acos', changePercent: '-37.50', better: true },
      { key: 'roas', changePercent: '60.00', better: true },
      { key: 'tacos', changePercent: '5.80', better: false },
      { key: 'cpc', changePercent: '2.50', better: false },
      { key: 'ctr', changePercent: '62.50', better: true },
      { key: 'cvr', changePercent: '73.00', better: true },
      { key: 'orders', changePercent: '125.00', better: true },
      { key: 'impressions', changePercent: '-20.00', better: false },
      { key: 'clicks', changePercent: '30.00', better: true },
    ]);
  });

  it('says nothing of better when nothing moved or the previous period had nothing', () => {
    const changes = adKpiChanges(adFiguresOf(CURRENT, 'USD'), adFiguresOf(EMPTY_AD_SUMS, 'USD'));
    expect(changes.find((change) => change.key === 'sales')).toEqual({
      key: 'sales',
      changePercent: null,
      better: null,
    });
    const same = adKpiChanges(adFiguresOf(CURRENT, 'USD'), adFiguresOf(CURRENT, 'USD'));
    expect(same.every((change) => change.changePercent === '0.00' && change.better === null)).toBe(true);
  });
});
