import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stockDays } from './stock-days.fixture.ts';
import { computeStockRecommendation } from './stock-recommendations.ts';

// The worked example of docs/inventory.md, input for input. Its results table is read from the
// document itself, so a change to the formulas or to the document fails here until both agree.
const DOC = new URL('../../../../docs/inventory.md', import.meta.url);

const input = {
  asOf: '2026-06-01',
  window: stockDays('2026-05-02', [
    [1, 3, null], // May 2: no figure recorded, counts as in stock
    [7, 3, 18], // May 3–9
    [4, 0, 0], // May 10–13: stock-out, ignored
    [3, 3, 260], // May 14–16
    [13, 4, 200], // May 17–29
    [2, 5, 200], // May 30–31
  ]),
  stock: {
    fulfillable: 120,
    inboundWorking: 0,
    inboundShipped: 60,
    inboundReceiving: 12,
    reserved: 8,
    unsellable: 3,
    researching: 1,
    total: 204,
  },
  planning: { productionDays: 20, transitDays: 14, checkInDays: 5, safetyStockDays: 10, orderCoverDays: 60 },
  unitLandedCost: '4.375',
};

/** The `figure | value` rows between the results markers of the document. */
function documentedResults(): Record<string, string> {
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf('<!-- worked-example-results -->');
  const end = text.indexOf('<!-- /worked-example-results -->');
  if (start < 0 || end < start) throw new Error('docs/inventory.md has lost its worked-example results markers');
  const rows = text
    .slice(start, end)
    .split('\n')
    .map((line) => /^\|\s*`(\w+)`\s*\|\s*`([^`]*)`\s*\|$/.exec(line.trim()))
    .filter((match) => match !== null);
  return Object.fromEntries(rows.map(([, figure = '', value = '']) => [figure, value]));
}

describe('the worked example of docs/inventory.md', () => {
  const figures = computeStockRecommendation(input);

  it('gives the figures worked out by hand in the document', () => {
    expect(figures).toEqual({
      unitsPerDay: '3.65',
      windowDays: 30,
      inStockDays: 26,
      unitsSold: 95,
      trend: 'rising',
      trendPercent: '37.8',
      daysOfCover: 54,
      stockOutDate: '2026-07-25',
      leadTimeDays: 39,
      safetyStockUnits: 37,
      reorderPoint: 180,
      reorderDate: '2026-06-06',
      reorderQuantity: 217,
      reorderCapital: '949.38',
      status: 'reorder-soon',
    });
  });

  it("matches the document's results table, row for row", () => {
    const computed = Object.fromEntries(Object.entries(figures).map(([figure, value]) => [figure, String(value)]));
    expect(documentedResults()).toEqual(computed);
  });
});
