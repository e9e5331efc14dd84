import { describe, expect, it } from 'vitest';
import { figureLabel, figureValue } from './format-figure';

describe('alert figures', () => {
  it('reads camelCase and snake_case keys as words', () => {
    expect(figureLabel('daysOfCover')).toBe('Days of cover');
    expect(figureLabel('fee_per_unit')).toBe('Fee per unit');
    expect(figureLabel('cm3Margin')).toBe('Cm3 margin');
  });

  it('keeps decimal strings as sent and formats the rest', () => {
    expect(figureValue('-12.50')).toBe('-12.50');
    expect(figureValue(1234.567)).toBe('1,234.57');
    expect(figureValue(true)).toBe('Yes');
    expect(figureValue(null)).toBe('—');
  });
});
