import { describe, expect, it } from 'vitest';
import { checkCogsRows, describeRowError, JSON_COLUMNS } from './cogs-rows.ts';

const row = (index: number, values: Partial<Record<'sku' | 'unitLandedCost' | 'currency' | 'validFrom', unknown>>) =>
  ({
    row: index,
    sku: 'MUG-1',
    unitLandedCost: '2.50',
    currency: 'USD',
    validFrom: '2025-01-01',
    ...values,
  }) as Parameters<typeof checkCogsRows>[0][number];

describe('checkCogsRows', () => {
  it('keeps costs exactly, from strings, numbers and decimal commas; currencies upper-cased; dates from cells', () => {
    const result = checkCogsRows(
      [
        row(1, { unitLandedCost: '0012.3400' }),
        row(2, { sku: ' MUG-2 ', unitLandedCost: 7.1234, currency: 'egp' }),
        row(3, { sku: 'MUG-3', unitLandedCost: '3,5', currency: 'SAR', validFrom: new Date('2025-02-01T00:00:00Z') }),
        row(4, { sku: 'MUG-4', unitLandedCost: 0 }),
      ],
      JSON_COLUMNS,
    );
    expect(result).toEqual({
      ok: true,
      entries: [
        { sku: 'MUG-1', unitLandedCost: '12.34', currency: 'USD', validFrom: '2025-01-01' },
        { sku: 'MUG-2', unitLandedCost: '7.1234', currency: 'EGP', validFrom: '2025-01-01' },
        { sku: 'MUG-3', unitLandedCost: '3.5', currency: 'SAR', validFrom: '2025-02-01' },
        { sku: 'MUG-4', unitLandedCost: '0', currency: 'USD', validFrom: '2025-01-01' },
      ],
    });
  });

  it('reports every bad cell with its row and column', () => {
    const result = checkCogsRows(
      [
        row(1, {}),
        row(2, { sku: '', unitLandedCost: '-1' }),
        row(3, { unitLandedCost: '1.23456', currency: 'XYZ', validFrom: '01/02/2025' }),
        row(4, { unitLandedCost: 'twelve', validFrom: '2025-02-30' }),
        row(5, {}),
        row(6, { unitLandedCost: '123456789012345' }),
      ],
      JSON_COLUMNS,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(describeRowError)).toEqual([
      'Row 2, sku: is empty',
      'Row 2, unitLandedCost: must not be negative',
      'Row 3, unitLandedCost: has more than 4 decimal places',
      'Row 3, currency: "XYZ" is not a supported currency (one of the 47 reporting currencies, EGP or SAR)',
      'Row 3, validFrom: "01/02/2025" is not a date written YYYY-MM-DD',
      'Row 4, unitLandedCost: "twelve" is not a number such as 12.50',
      'Row 4, validFrom: "2025-02-30" is not a date written YYYY-MM-DD',
      'Row 5, sku: repeats the sku and valid from of row 1',
      'Row 6, unitLandedCost: is too large',
    ]);
  });
});
