// The evaluator list and the pure parts the evaluators share: windows, exact ratios, and the two
// types whose data the product does not have yet.
import { ALERT_TYPES } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { describe, expect, it } from 'vitest';
import { NO_ADVERTISING_REASON, acosOverTargetEvaluator } from './acos-over-target.evaluator.ts';
import { decimalOf, fractionAsPercent, percentOf, perUnitText, wholeOf } from './alert-figures.ts';
import { daysEnding, lastCompleteMonth, monthsBefore } from './alert-windows.ts';
import { ALERT_EVALUATORS } from './index.ts';
import { NO_LISTINGS_REASON, listingSuppressedEvaluator } from './listing-suppressed.evaluator.ts';
import { AD_EXPENSE_LINES, NET_SALES_LINES } from './pnl-line-groups.ts';

describe('alert evaluators', () => {
  it('has one evaluator per alert type, in ALERT_TYPES order', () => {
    expect(ALERT_EVALUATORS.map((evaluator) => evaluator.type)).toEqual([...ALERT_TYPES]);
  });

  it('says ACoS and suppressed listings have no data yet, and raises nothing for them', async () => {
    // Neither reads the database: no connection is needed to say so.
    const context = { db: {} as Database, sellerId: 'any', now: new Date('2026-05-10T00:00:00Z') };
    expect(await acosOverTargetEvaluator.availability(context)).toEqual({
      available: false,
      reason: NO_ADVERTISING_REASON,
    });
    expect(await listingSuppressedEvaluator.availability(context)).toEqual({
      available: false,
      reason: NO_LISTINGS_REASON,
    });
    expect(await acosOverTargetEvaluator.evaluate(context)).toEqual([]);
    expect(await listingSuppressedEvaluator.evaluate(context)).toEqual([]);
  });

  it('reads net sales and advertising from the statement’s definition', () => {
    expect(NET_SALES_LINES).toEqual([
      'fullPriceFulfilledProductSales',
      'productDiscounts',
      'fulfilledShippingRevenue',
      'otherIncome',
      'productReturns',
    ]);
    expect(AD_EXPENSE_LINES).toEqual(['amazonAdExpenses']);
  });

  it('measures months and days in UTC from the clock', () => {
    const now = new Date('2026-03-01T00:30:00Z');
    const month = lastCompleteMonth(now);
    expect(month).toEqual({ from: '2026-02-01', to: '2026-02-28', firstMonth: '2026-02', lastMonth: '2026-02' });
    expect(monthsBefore(month, 3)).toEqual({
      from: '2025-11-01',
      to: '2026-01-31',
      firstMonth: '2025-11',
      lastMonth: '2026-01',
    });
    expect(daysEnding(now, 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysEnding(now, 90, 30)).toEqual({ from: '2025-11-02', to: '2026-01-30' });
  });

  it('computes ratios exactly and rounds once, half away from zero', () => {
    expect(percentOf(decimalOf('1'), wholeOf(3))).toBe('33.33');
    expect(percentOf(decimalOf('-0.125'), decimalOf('1'))).toBe('-12.50');
    expect(percentOf(decimalOf('1'), decimalOf('0.000'))).toBeNull();
    expect(percentOf(wholeOf(1), wholeOf(8000))).toBe('0.01');
    expect(percentOf(wholeOf(-1), wholeOf(8000))).toBe('-0.01');
    expect(perUnitText(decimalOf('10.0050'), 2, 'USD')).toBe('5.00');
    expect(perUnitText(decimalOf('10.0100'), 2, 'USD')).toBe('5.01');
    expect(perUnitText(decimalOf('1001'), 2, 'JPY')).toBe('501');
    expect(fractionAsPercent(decimalOf('0.012345'))).toBe('1.23');
  });
});
