// Writes the settlements of one file, one transaction each (ADR 0011): start
// inserts the settlement (or reports it as already imported), add streams its
// rows in batches (ADR 0038: one COPY on PostgreSQL; the server stores a batch
// while the next is parsed), finish ends the rows, takes out the Finances API
// estimates of the settlement's period, adds rollups and products and commits.
// Any failure rolls the open settlement back.
import type { Database } from '@brandlens/db';
import {
  formatAmount,
  isReconciled,
  parsePostedDate,
  type SettlementAmountRow,
  type SettlementFacts,
  type SettlementFileFacts,
} from '@brandlens/reporting-core';
import {
  rebuildAdEstimates,
  rebuildAdEstimatesWith,
  removeAdEstimatesWith,
} from '../amazon-ads/ad-estimates.service.ts';
import { findFinancesEstimatesReplacedBy, findOrderEstimatesPaidBy } from './finances-estimates.queries.ts';
import type { LedgerRowSink } from './ledger-rows.queries.ts';
import { openLedgerWriter, type LedgerRowInput } from './ledger-writer.queries.ts';

const BATCH_ROWS = 5_000;

export interface SettlementWriter {
  /** Opens the settlement's transaction; false when the seller already has it ('already imported'). */
  start(settlement: SettlementFacts): Promise<boolean>;
  /** Rows of the started settlement; ignored after a start that returned false. */
  add(rows: SettlementAmountRow[]): Promise<void>;
  finish(): Promise<void>;
  /** Rolls the open settlement back and returns the connection; safe to call after any failure. */
  close(): Promise<void>;
}

export async function openSettlementWriter(
  db: Database,
  target: { importId: string; sellerId: string },
  facts: SettlementFileFacts,
): Promise<SettlementWriter> {
  const writer = await openLedgerWriter(db);
  let open:
    | {
        facts: SettlementFacts;
        ref: string;
        rowsSeen: number;
        hasAdCharge: boolean;
        rows: LedgerRowSink;
      }
    | undefined;
  // Ad spend estimates (docs/advertising.md): the last settlement of each currency in the file
  // rebuilds that currency's, an earlier one holding a Cost of Advertising charge takes them out.
  const lastOfCurrency = new Map(facts.settlements.map(({ summary }) => [summary.currency, summary.settlementId]));
  const isLastOfCurrency = ({ summary }: SettlementFacts) =>
    lastOfCurrency.get(summary.currency) === summary.settlementId;
  let batch: LedgerRowInput[] = [];
  let inFlight: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (!open || batch.length === 0) return;
    const rows = batch;
    batch = [];
    await inFlight;
    inFlight = open.rows.write(rows);
    // Observed so a failure is never unhandled; the next await of inFlight rethrows it.
    inFlight.catch(() => undefined);
  };

  return {
    async start(settlement) {
      const { summary } = settlement;
      await writer.begin();
      const row = {
        sellerId: target.sellerId,
        settlementId: summary.settlementId,
        startDate: summary.startDate,
        endDate: summary.endDate,
        depositDate: summary.depositDate,
        totalAmount: formatAmount(summary.totalAmount),
        currency: summary.currency,
        format: facts.format,
        importId: target.importId,
        rowCount: settlement.rowCount,
        rowsTotal: formatAmount(settlement.rowsTotal),
        unmappedCount: settlement.unmappedCount,
        reconciliation: isReconciled(settlement) ? 'reconciled' : 'unreconciled',
      } as const;
      let ref = await writer.insertSettlement(row);
      // A complete file replaces the cut one the seller had; anything else the seller has stays.
      if (!ref && isReconciled(settlement)) {
        if (await writer.removeUnreconciledSettlement(target.sellerId, summary.settlementId)) {
          ref = await writer.insertSettlement(row);
        }
      }
      if (!ref) {
        await writer.rollback();
        // A file imported again (or resumed) still ends with its currencies' ad estimates rebuilt.
        if (isLastOfCurrency(settlement)) await rebuildAdEstimates(db, target.sellerId, [summary.currency]);
        return false;
      }
      // A settlement whose rows do not sum to its total (a cut or edited file) is never final.
      const status = isReconciled(settlement) ? 'final' : 'estimated';
      const rows = await writer
        .openRows({
          sellerId: target.sellerId,
          settlementRef: ref,
          currency: summary.currency,
          source: facts.format,
          importId: target.importId,
          status,
        })
        .catch(async (error: unknown) => {
          await writer.rollback().catch(() => undefined);
          throw error;
        });
      open = { facts: settlement, ref, rowsSeen: 0, hasAdCharge: false, rows };
      return true;
    },
    async add(rows) {
      if (!open) return;
      for (const row of rows) {
        batch.push(toLedgerRow(row, facts));
        if (row.pnlLine === 'amazonAdExpenses') open.hasAdCharge = true;
      }
      open.rowsSeen += rows.length;
      if (batch.length >= BATCH_ROWS) await flush();
    },
    async finish() {
      if (!open) return;
      await flush();
      await inFlight;
      await open.rows.end();
      if (open.rowsSeen !== open.facts.rowCount) {
        throw new Error(`settlement ${open.facts.summary.settlementId} changed while it was imported`);
      }
      // The money of this settlement was estimated from the Finances API while its group was open:
      // those estimates go in this transaction, so the statement never counts it twice.
      const { currency, startDate } = open.facts.summary;
      const key = { sellerId: target.sellerId, currency, startDate };
      const replaced = await writer.readLocked(target.sellerId, (client) =>
        findFinancesEstimatesReplacedBy(client, key),
      );
      // An order estimate of an order this settlement pays would count it twice: the batch goes
      // with it, and the next orders sync rebuilds the other pending orders (within minutes; in a
      // sync run, right after the settlements step).
      const ref = open.ref;
      const paid = await writer.readLocked(target.sellerId, (client) =>
        findOrderEstimatesPaidBy(client, target.sellerId, ref),
      );
      for (const settlementId of [...replaced, ...paid])
        await writer.removeEstimateBatch(target.sellerId, settlementId);
      await writer.finishSettlement(open.ref, open.facts.summary.endDate.slice(0, 10));
      // Ad spend estimated for the days this charge covers would count twice: in this transaction
      // the currency's estimates are rebuilt after the new cutoff (or taken out, when a later
      // settlement of the file rebuilds them).
      if (isLastOfCurrency(open.facts)) await rebuildAdEstimatesWith(writer, target.sellerId, [currency]);
      else if (open.hasAdCharge) await removeAdEstimatesWith(writer, target.sellerId, [currency]);
      await writer.commit();
      open = undefined;
    },
    async close() {
      await inFlight.catch(() => undefined);
      if (open) await open.rows.abort();
      if (open) await writer.rollback().catch(() => undefined);
      open = undefined;
      writer.release();
    },
  };
}

function toLedgerRow(row: SettlementAmountRow, facts: SettlementFileFacts): LedgerRowInput {
  const posted = row.postedDateText ? parsePostedDate(row.postedDateText, facts.postedDateOrder) : undefined;
  return {
    marketplaceId: row.marketplaceId,
    sku: row.sku,
    orderId: row.orderId,
    transactionType: row.transactionType,
    amountType: row.amountType,
    amountDescription: row.amountDescription,
    pnlLine: row.pnlLine,
    quantity: row.quantity,
    postedDate: posted?.ok ? posted.value : null,
    postedAt: row.postedAt,
    amount: formatAmount(row.amount),
    sourceLine: row.line,
  };
}
