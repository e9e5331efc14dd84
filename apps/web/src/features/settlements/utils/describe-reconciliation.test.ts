import { describe, expect, it } from 'vitest';
import { describeReconciliation } from './describe-reconciliation';

describe('describeReconciliation', () => {
  it.each(['0.00', '-0.00'])('calls a difference of %s reconciled', (difference) => {
    expect(describeReconciliation({ difference, currency: 'EUR', reconciliation: 'reconciled' })).toEqual({
      isReconciled: true,
      label: 'Reconciled',
    });
  });

  it.each([
    ['0.01', 'USD', 'Not reconciled: USD\u00a00.01'],
    ['-1234.50', 'GBP', 'Not reconciled: -GBP\u00a01,234.50'],
  ])('shows a difference of %s %s as not reconciled', (difference, currency, label) => {
    expect(describeReconciliation({ difference, currency, reconciliation: 'unreconciled' })).toEqual({
      isReconciled: false,
      label,
    });
  });

  it('believes the server when it calls a settlement unreconciled, whatever the rounded difference shows', () => {
    expect(describeReconciliation({ difference: '0.00', currency: 'USD', reconciliation: 'unreconciled' })).toEqual({
      isReconciled: false,
      label: 'Not reconciled: USD\u00a00.00',
    });
  });
});
