import { describe, expect, it } from 'vitest';
import { demoCatalog } from './demo-catalog.ts';
import { demoCostOfGoods } from './demo-cost-of-goods.ts';

describe('demoCatalog', () => {
  const catalog = demoCatalog(42);
  const us = catalog.filter((product) => product.marketplaceId === 'ATVPDKIKX0DER');

  it('lists 60 SKUs of 3 brands in the US, in parent/child families, and a subset elsewhere', () => {
    expect(new Set(us.map((product) => product.sku)).size).toBe(60);
    expect(new Set(us.map((product) => product.brand))).toEqual(
      new Set(['Trailhead Gear', 'Kitchen Kind', 'Lumen Home']),
    );
    expect(new Set(us.map((product) => product.parentAsin)).size).toBe(19);
    for (const product of catalog) {
      expect(product.asin).toMatch(/^B0[0-9A-Z]{8}$/);
      expect(product.title.startsWith(product.brand)).toBe(true);
    }
    for (const id of ['A2EUQ1WTGCTBG2', 'A1F83G8C2ARO7P', 'A1PA6795UKMFR9']) {
      const count = catalog.filter((product) => product.marketplaceId === id).length;
      expect(count).toBeGreaterThan(20);
      expect(count).toBeLessThan(60);
    }
  });

  it('keeps SKUs and titles across seeds while ASINs follow the seed', () => {
    const other = demoCatalog(7).filter((product) => product.marketplaceId === 'ATVPDKIKX0DER');
    expect(other.map((product) => product.sku)).toEqual(us.map((product) => product.sku));
    expect(other.map((product) => product.asin)).not.toEqual(us.map((product) => product.asin));
    expect(demoCatalog(42)).toEqual(catalog);
  });

  it('gives every SKU a landed cost in USD', () => {
    const costs = demoCostOfGoods(42, '2023-06-01');
    expect(costs).toHaveLength(60);
    for (const cost of costs) expect(cost.unitLandedCost).toMatch(/^\d+\.\d{2}$/);
  });
});
