import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { epochDayOf } from './demo-calendar.ts';
import { demoInventoryHistory, type DemoInventoryRow } from './demo-inventory.ts';
import { replayListingSales } from './demo-inventory-sales.ts';
import { DEMO_MARKETPLACES } from './demo-marketplaces.ts';
import { planDemoData } from './demo-plan.ts';
import { writeDemoSettlementFiles } from './write-demo-settlement-files.ts';

// A small demo (its orders end on 2026-02-28) and a window that runs two weeks past them.
const OPTIONS = { seed: 7, now: new Date('2026-03-14T09:00:00Z'), months: 8, orders: 20_000 };
const DAYS = 120;
const inventory = demoInventoryHistory(OPTIONS, DAYS);
const firstDay = epochDayOf(2026, 3, 14) - DAYS + 1;
const sales = replayListingSales(planDemoData(OPTIONS), firstDay, firstDay + DAYS - 1);
const bought = new Map(sales.map((entry) => [`${entry.marketplaceId} ${entry.listing.sku}`, entry.purchased]));

function byListing(rows: readonly DemoInventoryRow[]): Map<string, DemoInventoryRow[]> {
  const listings = new Map<string, DemoInventoryRow[]>();
  for (const row of rows) {
    const key = `${row.marketplaceId} ${row.sku}`;
    listings.set(key, [...(listings.get(key) ?? []), row]);
  }
  return listings;
}
const listings = byListing(inventory.rows);

describe('demo inventory history', () => {
  const directory = mkdtemp(join(tmpdir(), 'brandlens-demo-inventory-'));
  afterAll(async () => rm(await directory, { recursive: true, force: true }));

  it('covers every listing on every day of the window ending today, the same for the same seed', () => {
    expect([inventory.firstDay, inventory.lastDay, inventory.lastOrderDay]).toEqual([
      '2025-11-15',
      '2026-03-14',
      '2026-02-28',
    ]);
    expect(listings.size).toBe(sales.length);
    for (const rows of listings.values()) expect(rows).toHaveLength(DAYS);
    expect(demoInventoryHistory(OPTIONS, DAYS)).toEqual(inventory);
    expect(demoInventoryHistory({ ...OPTIONS, seed: 8 }, DAYS).rows).not.toEqual(inventory.rows);
  });

  it('never goes negative, and its total is the sum of its parts', () => {
    for (const row of inventory.rows) {
      const { fulfillable, inboundWorking, inboundShipped, inboundReceiving, reserved, unfulfillable, researching } =
        row;
      const parts = [fulfillable, inboundWorking, inboundShipped, inboundReceiving, reserved, unfulfillable];
      expect(Math.min(...parts), `${row.marketplaceId} ${row.sku} ${row.day}`).toBeGreaterThanOrEqual(0);
      expect(row.total).toBe(parts.reduce((sum, value) => sum + value, researching));
    }
  });

  it('falls by the units bought each day, and rises only by a shipment that was being received', () => {
    for (const [key, rows] of listings) {
      const purchased = bought.get(key) ?? new Int32Array(DAYS);
      rows.forEach((row, day) => {
        if (day === 0) return;
        const previous = rows[day - 1] as DemoInventoryRow;
        const arrived = row.fulfillable - previous.fulfillable + (purchased[day] ?? 0);
        expect(arrived, `${key} ${row.day}`).toBeGreaterThanOrEqual(0);
        if (arrived > 0) expect(previous.inboundReceiving, `${key} ${row.day}`).toBeGreaterThanOrEqual(arrived);
      });
    }
  });

  it('sells what the demo orders reports sell, and nothing after its last order', async () => {
    const written = await writeDemoSettlementFiles(await directory, { ...OPTIONS, split: 'marketplace' });
    const idByName = new Map(DEMO_MARKETPLACES.map((marketplace) => [marketplace.name, marketplace.id]));
    const reported = new Map<string, number>();
    for (const path of written.orderFiles) {
      for (const line of (await readFile(path, 'utf8')).split('\n').slice(1)) {
        const cells = line.split('\t');
        if (cells.length < 14) continue;
        const day = Date.parse(cells[2] ?? '') / 86_400_000;
        if (day < firstDay) continue;
        const key = `${idByName.get(cells[6] ?? '')} ${cells[10]} ${Math.floor(day) - firstDay}`;
        reported.set(key, (reported.get(key) ?? 0) + Number(cells[13]));
      }
    }
    let replayed = 0;
    for (const [key, purchased] of bought) {
      purchased.forEach((units, day) => {
        replayed += units;
        // Orders without a report (one in 200) are sold too: never fewer units than the reports list.
        expect(units, `${key} day ${day}`).toBeGreaterThanOrEqual(reported.get(`${key} ${day}`) ?? 0);
        if (day > DAYS - 15) expect(units).toBe(0);
      });
    }
    const inReports = [...reported.values()].reduce((sum, units) => sum + units, 0);
    expect(inReports).toBeGreaterThan(1_000);
    expect(replayed - inReports).toBeLessThanOrEqual(3 * written.totals.orderItemsWithoutReport);
  });

  it('has listings that ran out for some days without orders, and ends with low, unsellable and inbound stock', () => {
    const stockOuts = [...listings].filter(([key, rows]) => {
      const purchased = bought.get(key) ?? new Int32Array(DAYS);
      return rows.filter((row, day) => row.fulfillable === 0 && purchased[day] === 0).length >= 3;
    });
    expect(stockOuts.length).toBeGreaterThanOrEqual(3);
    const today = inventory.rows.filter((row) => row.day === inventory.lastDay);
    expect(today.filter((row) => row.fulfillable > 0 && row.fulfillable <= 3).length).toBeGreaterThanOrEqual(1);
    expect(today.some((row) => row.unfulfillable > 0)).toBe(true);
    expect(today.some((row) => row.inboundWorking > 0 || row.inboundShipped > 0)).toBe(true);
    expect(inventory.rows.some((row) => row.inboundReceiving > 0)).toBe(true);
  });
});
