// A settlement whose stored rows do not sum to its total-amount (a cut or edited file): the
// importer keeps it with its rows estimated, and every figure built on it stays estimated until
// the whole file is imported again. The condition is the alert; it clears when the settlement
// is replaced by one that reconciles.
import { always, type AlertEvaluator } from '../alert-evaluator.ts';
import { settlementsAvailability } from './alert-availability.ts';
import { moneyText } from './alert-figures.ts';
import { findUnreconciledSettlements } from './settlement-alert-data.queries.ts';

const dayOf = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export const settlementNotReconcilingEvaluator: AlertEvaluator = {
  type: 'settlement-not-reconciling',
  breaches: always,
  availability: settlementsAvailability,
  async evaluate({ db, sellerId }) {
    const rows = await findUnreconciledSettlements(db, sellerId);
    return rows.map((row) => {
      const total = moneyText(row.totalAmount, row.currency);
      const rowsTotal = moneyText(row.rowsTotal, row.currency);
      const difference = moneyText(row.difference, row.currency);
      const period = `${dayOf(row.startDate)} to ${dayOf(row.endDate)}`;
      return {
        subjectKind: 'settlement' as const,
        subjectKey: row.settlementId,
        subject: `Settlement ${row.settlementId}`,
        value: null,
        title: `Settlement ${row.settlementId} does not reconcile`,
        message:
          `Settlement ${row.settlementId} (${period}) pays ${total} ${row.currency} but its ${row.rowCount} stored rows ` +
          `sum to ${rowsTotal} ${row.currency}, ${difference} ${row.currency} apart: its figures stay estimated. ` +
          'Import the complete settlement file again.',
        figures: {
          settlementId: row.settlementId,
          currency: row.currency,
          totalAmount: total,
          rowsTotal,
          difference,
          startDate: dayOf(row.startDate),
          endDate: dayOf(row.endDate),
          depositDate: dayOf(row.depositDate),
          rowCount: row.rowCount,
        },
      };
    });
  },
};
