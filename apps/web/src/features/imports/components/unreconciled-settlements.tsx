import type { TImport } from '@brandlens/contracts';
import { Alert, List, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format/format-money';

/**
 * The settlements an import stored whose rows do not sum to their total (a cut
 * or edited file): stored, but every figure built from them is estimated until
 * the complete file replaces them.
 */
export function UnreconciledSettlements({ entry }: { entry: Pick<TImport, 'fileName' | 'unreconciledSettlements'> }) {
  const settlements = entry.unreconciledSettlements;
  if (settlements.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={
        settlements.length === 1
          ? 'One settlement does not reconcile'
          : `${settlements.length} settlements do not reconcile`
      }
    >
      <List size="sm" aria-label={`Settlements of ${entry.fileName} that do not reconcile`}>
        {settlements.map((settlement) => (
          <List.Item key={settlement.settlementId}>
            {`Settlement ${settlement.settlementId}: total ${formatMoney(settlement.totalAmount, settlement.currency)}, ` +
              `rows ${formatMoney(settlement.rowsTotal, settlement.currency)}, ` +
              `difference ${formatMoney(settlement.difference, settlement.currency)}`}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        They are stored, and every figure built from them is shown as estimated. Upload the complete settlement file
        from Seller Central (Reports › Payments › All statements) to replace them.
      </Text>
    </Alert>
  );
}
