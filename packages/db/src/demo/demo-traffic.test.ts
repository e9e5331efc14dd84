import { describe, expect, it } from 'vitest';
import { epochDayOf, isoDay } from './demo-calendar.ts';
import { replayListingSales } from './demo-inventory-sales.ts';
import { planDemoData } from './demo-plan.ts';
import { demoTrafficHistory } from './demo-traffic.ts';

// A small demo (its orders end on 2026-02-28): 60 days of traffic before that day.
const OPTIONS = { seed: 7, now: new Date('2026-03-14T09:00:00Z'), months: 8, orders: 20_000 };
const DAYS = 60;
const rows = demoTrafficHistory(OPTIONS, DAYS);
const lastDay = epochDayOf(2026, 2, 28);
const firstDay = lastDay - DAYS + 1;
const sales = replayListingSales(planDemoData(OPTIONS), firstDay, lastDay);

describe('demo traffic', () => {
  it('orders the units the settlements sold on each day, on the last days with orders', () => {
    const listingRows = rows.filter((row) => row.sku !== '');
    expect(listingRows.every((row) => row.day >= isoDay(firstDay) && row.day <= isoDay(lastDay))).toBe(true);
    const units = new Map(listingRows.map((row) => [`${row.marketplaceId} ${row.sku} ${row.day}`, row.unitsOrdered]));
    for (const { marketplaceId, listing, purchased } of sales) {
      purchased.forEach((sold, index) => {
        expect(units.get(`${marketplaceId} ${listing.sku} ${isoDay(firstDay + index)}`) ?? 0).toBe(sold);
      });
    }
  });

  it('gives every listing day at least as many sessions as units and more page views than sessions', () => {
    for (const row of rows) {
      expect(row.sessions).toBeGreaterThanOrEqual(row.unitsOrdered);
      expect(row.pageViews).toBeGreaterThanOrEqual(row.sessions);
    }
    const converting = rows.filter((row) => row.sku !== '' && row.unitsOrdered > 0);
    expect(converting.length).toBeGreaterThan(0);
  });

  it("adds the listings up into the account's day total per marketplace", () => {
    const totals = rows.filter((row) => row.sku === '');
    for (const total of totals) {
      const day = rows.filter(
        (row) => row.sku !== '' && row.day === total.day && row.marketplaceId === total.marketplaceId,
      );
      expect(total.sessions).toBe(day.reduce((sum, row) => sum + row.sessions, 0));
      expect(total.unitsOrdered).toBe(day.reduce((sum, row) => sum + row.unitsOrdered, 0));
    }
  });

  it('is the same on every run', () => {
    expect(demoTrafficHistory(OPTIONS, DAYS)).toEqual(rows);
  });
});
