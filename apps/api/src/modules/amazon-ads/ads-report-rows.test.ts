import { describe, expect, it } from 'vitest';
import { reportRowsToInputs } from './ads-report-rows.ts';

const context = {
  marketplaceId: 'ATVPDKIKX0DER',
  currency: 'USD',
  startDay: '2026-03-01',
  endDay: '2026-03-09',
  estimatedFrom: '2026-03-07',
};

describe("an ads report's rows as daily figures", () => {
  it('reads Sponsored Products by their 7-day columns and sums two ads of one ASIN exactly', () => {
    const row = {
      date: '2026-03-07',
      campaignId: 158410630682987,
      adGroupId: 72461092936208,
      advertisedAsin: 'B0A',
      advertisedSku: 'A-1',
    };
    const rows = [
      {
        ...row,
        impressions: 10,
        clicks: 1,
        cost: 0.1,
        sales7d: 0.2,
        purchases7d: 1,
        unitsSoldClicks7d: 2,
        sales14d: 99,
      },
      { ...row, impressions: 5, clicks: 2, cost: 0.2, sales7d: 0.1, purchases7d: 0, unitsSoldClicks7d: 0 },
      { ...row, date: '2026-03-06', advertisedSku: null, impressions: 1, clicks: 0, cost: 1.005, sales7d: null },
    ];
    expect(reportRowsToInputs(rows, { ...context, type: 'spAdvertisedProduct' })).toEqual([
      {
        marketplaceId: 'ATVPDKIKX0DER',
        adProduct: 'SP',
        campaignId: '158410630682987',
        day: '2026-03-07',
        adGroupId: '72461092936208',
        asin: 'B0A',
        sku: 'A-1',
        currency: 'USD',
        impressions: 15,
        clicks: 3,
        spend: '0.3000',
        sales: '0.3000',
        orders: 1,
        units: 2,
        attributionFinal: false,
      },
      {
        marketplaceId: 'ATVPDKIKX0DER',
        adProduct: 'SP',
        campaignId: '158410630682987',
        day: '2026-03-06',
        adGroupId: '72461092936208',
        asin: 'B0A',
        sku: '',
        currency: 'USD',
        impressions: 1,
        clicks: 0,
        spend: '1.0050',
        sales: '0.0000',
        orders: 0,
        units: 0,
        attributionFinal: true,
      },
    ]);
  });

  it("reads Sponsored Brands and Display by their own window's columns, campaign rows without ad group or ASIN", () => {
    const rows = [
      {
        date: '2026-03-08',
        campaignId: '9001',
        impressions: 3,
        clicks: 1,
        cost: 2.5,
        sales: 12.99,
        purchases: 1,
        unitsSold: 3,
      },
    ];
    expect(reportRowsToInputs(rows, { ...context, type: 'sdCampaigns' })).toEqual([
      {
        marketplaceId: 'ATVPDKIKX0DER',
        adProduct: 'SD',
        campaignId: '9001',
        day: '2026-03-08',
        currency: 'USD',
        impressions: 3,
        clicks: 1,
        spend: '2.5000',
        sales: '12.9900',
        orders: 1,
        units: 3,
        attributionFinal: false,
      },
    ]);
  });

  it('refuses a row without a campaign or outside the report window, naming it', () => {
    expect(() => reportRowsToInputs([{ date: '2026-03-08' }], { ...context, type: 'sbCampaigns' })).toThrow(
      'sbCampaigns row 1 has no campaign or a day outside 2026-03-01..2026-03-09',
    );
    expect(() =>
      reportRowsToInputs([{ date: '2026-04-01', campaignId: '1' }], { ...context, type: 'sbCampaigns' }),
    ).toThrow('row 1');
  });
});
