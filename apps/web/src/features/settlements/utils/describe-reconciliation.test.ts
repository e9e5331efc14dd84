import { describe, expect, it } from 'vitest';
import { describeReconciliation } from './describe-reconciliation';

describe('describeReconciliation', () => {
  it.each(['0.00', '-0.00'])('calls a difference of %s reconciled', (difference) => {
    expect(describeReconciliation({ difference, currency: 'EUR' })).toEqual({
      isReconciled: true,
      label: 'Reconciled',
    });
  });

  it.each([
    ['0.01', 'USD', 'Not reconciled: USD\u00a00.01'],
    ['-1234.50', 'GBP', 'Not reconciled: -GBP\u00a01,234.50'],
  ])('shows a difference of %s %s as not reconciled', (difference, currency, label) => {
    expect(describeReconciliation({ difference, currency })).toEqual({ isReconciled: false, label });
  });
});
