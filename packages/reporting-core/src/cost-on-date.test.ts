import { describe, expect, it } from 'vitest';
import { costOnDate } from './cost-on-date.ts';

const costs = [
  { sku: 'MUG-1', unitLandedCost: '2.5000', currency: 'USD', validFrom: '2025-01-01' },
  { sku: 'MUG-1', unitLandedCost: '2.7500', currency: 'USD', validFrom: '2025-03-15' },
  { sku: 'MUG-2', unitLandedCost: '4.0000', currency: 'EUR', validFrom: '2025-02-01' },
];

describe('costOnDate', () => {
  it('takes the entry with the latest validFrom on or before the order date', () => {
    expect(costOnDate(costs, 'MUG-1', '2025-03-14')?.unitLandedCost).toBe('2.5000');
    expect(costOnDate(costs, 'MUG-1', '2025-03-15')?.unitLandedCost).toBe('2.7500');
    expect(costOnDate(costs, 'MUG-1', '2026-01-01')?.unitLandedCost).toBe('2.7500');
  });

  it('has no cost before the first validFrom or for another SKU', () => {
    expect(costOnDate(costs, 'MUG-1', '2024-12-31')).toBeUndefined();
    expect(costOnDate(costs, 'MUG-2', '2025-01-31')).toBeUndefined();
    expect(costOnDate(costs, 'MUG-3', '2025-06-01')).toBeUndefined();
  });

  it('does not depend on the order of the list', () => {
    expect(costOnDate([...costs].reverse(), 'MUG-1', '2025-04-01')?.unitLandedCost).toBe('2.7500');
  });
});
