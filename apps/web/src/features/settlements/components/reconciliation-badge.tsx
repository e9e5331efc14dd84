import type { TSettlement } from '@brandlens/contracts';
import { Badge } from '@mantine/core';
import { describeReconciliation } from '../utils/describe-reconciliation';

export function ReconciliationBadge({
  settlement,
}: {
  settlement: Pick<TSettlement, 'difference' | 'currency' | 'reconciliation'>;
}) {
  const reconciliation = describeReconciliation(settlement);
  return (
    <Badge
      color={reconciliation.isReconciled ? 'green' : 'red'}
      variant={reconciliation.isReconciled ? 'light' : 'filled'}
      tt="none"
      data-reconciled={reconciliation.isReconciled}
    >
      {reconciliation.label}
    </Badge>
  );
}
