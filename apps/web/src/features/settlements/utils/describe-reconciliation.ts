import type { TSettlement } from '@brandlens/contracts';
import { formatMoney, isZeroDecimal } from '../../../lib/format/format-money';

export type TReconciliation = { isReconciled: true; label: 'Reconciled' } | { isReconciled: false; label: string };

/**
 * A settlement reconciles when its total equals the sum of its stored rows (difference 0.00); the
 * server says which. Otherwise the label carries the difference with its currency, for the reader to chase.
 */
export function describeReconciliation(
  settlement: Pick<TSettlement, 'difference' | 'currency' | 'reconciliation'>,
): TReconciliation {
  if (settlement.reconciliation === 'reconciled' && isZeroDecimal(settlement.difference)) {
    return { isReconciled: true, label: 'Reconciled' };
  }
  return {
    isReconciled: false,
    label: `Not reconciled: ${formatMoney(settlement.difference, settlement.currency)}`,
  };
}
