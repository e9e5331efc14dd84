import { describe, expect, it } from 'vitest';
import { adAsinsQuery, adCampaignsQuery, adFiltersToQuery, parseAdFilters, withAdFilters } from './ad-filters';

describe('advertising filters in the URL', () => {
  const read = (search: string) => parseAdFilters(new URLSearchParams(search));

  it('reads what the contracts accept and falls back to the defaults for anything else', () => {
    expect(read('currency=XXX&period=yesterday&adProduct=TV&tab=other&level=keyword&view=weekly&q=%20')).toEqual({
      targetCurrency: undefined,
      period: 'last-30-days',
      marketplace: undefined,
      adProduct: 'all',
      search: undefined,
      tab: 'campaigns',
      level: 'campaign',
      campaignId: undefined,
      view: 'DAILY',
    });
    expect(
      read('currency=USD&period=2026-09-01..2026-09-30&marketplace=A1&adProduct=SD&q=tent&tab=asins&view=monthly'),
    ).toMatchObject({
      targetCurrency: 'USD',
      period: '2026-09-01..2026-09-30',
      marketplace: 'A1',
      adProduct: 'SD',
      search: 'tent',
      tab: 'asins',
      view: 'MONTHLY',
    });
    // The P&L's period travels with the seller and means the same here.
    expect(read('period=last-12-months').period).toBe('last-12-months');
    // A campaign in the URL shows its ad groups.
    expect(read('campaign=123')).toMatchObject({ level: 'ad-group', campaignId: '123' });
  });

  it('writes only what differs from the defaults and keeps the params of other pages', () => {
    const current = new URLSearchParams('basis=order&q=old&tab=asins');
    const filters = {
      ...read(current.toString()),
      adProduct: 'SP' as const,
      search: undefined,
      tab: 'campaigns' as const,
    };
    expect(withAdFilters(current, filters).toString()).toBe('basis=order&adProduct=SP');
    const drilled = { ...filters, level: 'ad-group' as const, campaignId: '42', period: 'last-7-days' };
    expect(withAdFilters(current, drilled).toString()).toBe(
      'basis=order&period=last-7-days&adProduct=SP&level=ad-group&campaign=42',
    );
  });

  it('gives each endpoint the contract names of its filters', () => {
    const filters = read('currency=GBP&marketplace=A1&adProduct=SB&q=lamp&campaign=9');
    expect(adFiltersToQuery(filters)).toEqual({
      targetCurrency: 'GBP',
      period: 'last-30-days',
      marketplace: 'A1',
      adProduct: 'SB',
    });
    expect(adCampaignsQuery(filters)).toMatchObject({ level: 'ad-group', campaignId: '9', search: 'lamp' });
    expect(adAsinsQuery(filters)).toEqual({ ...adFiltersToQuery(filters), search: 'lamp' });
  });
});
