// Writes the settlements of one file, one transaction each (ADR 0011): start
// inserts the settlement (or reports it as already imported), add streams its
// rows in batches (ADR 0038: one COPY on PostgreSQL; the server stores a batch
// while the next is parsed), finish ends the rows, takes out the Finances API
// estimates of the settlement's period, adds rollups and products and commits.
// On PostgreSQL that finish runs on its own connection while the next
// settlement's rows stream on the other (ADR 0045); settlements still commit
// in file order. Any failure rolls the open settlements back.
import type { Database } from '@brandlens/db';
import {
  formatAmount,
  isReconciled,
  type SettlementAmountRow,
  type SettlementFacts,
  type SettlementFileFacts,
} from '@brandlens/reporting-core';
import { rebuildAdEstimatesWith, removeAdEstimatesWith } from '../amazon-ads/ad-estimates.service.ts';
import { findFinancesEstimatesReplacedBy, findOrderEstimatesPaidBy } from './finances-estimates.queries.ts';
import type { LedgerRowSink } from './ledger-rows.queries.ts';
import { openLedgerWriter, type LedgerRowInput, type LedgerWriter } from './ledger-writer.queries.ts';
import { toLedgerRow } from './settlement-ledger-row.ts';

const BATCH_ROWS = 5_000;

export interface SettlementWriter {
  /** Opens the settlement's transaction; false when the seller already has it ('already imported'). */
  start(settlement: SettlementFacts): Promise<boolean>;
  /** Rows of the started settlement; ignored after a start that returned false. */
  add(rows: SettlementAmountRow[]): Promise<void>;
  /** Ends the started settlement's rows; it commits once the settlements before it have (see settle). */
  finish(): Promise<void>;
  /** Waits until every finished settlement has committed; throws the first failure. */
  settle(): Promise<void>;
  /** Rolls the open settlements back and returns the connections; safe to call after any failure. */
  close(): Promise<void>;
}

/** A started settlement: its connection, its stream of rows and what its finish needs. */
interface OpenSettlement {
  writer: LedgerWriter;
  facts: SettlementFacts;
  ref: string;
  rowsSeen: number;
  hasAdCharge: boolean;
  rows: LedgerRowSink;
  batch: LedgerRowInput[];
  /** The batch the server is storing; the next one waits for it. */
  inFlight: Promise<void>;
}

const observed = (promise: Promise<void>) => {
  // A failure is rethrown where the promise is awaited; observed here so it is never unhandled.
  promise.catch(() => undefined);
  return promise;
};

export async function openSettlementWriter(
  db: Database,
  target: { importId: string; sellerId: string },
  facts: SettlementFileFacts,
): Promise<SettlementWriter> {
  const first = await openLedgerWriter(db);
  const writers = [first];
  try {
    // A second connection finishes one settlement while the next one's rows stream (ADR 0045).
    if (first.streams) writers.push(await openLedgerWriter(db, { besidePool: true }));
  } catch (error) {
    first.release();
    throw error;
  }
  /** When each connection's last settlement has committed. */
  const free = writers.map(() => Promise.resolve());
  /** The connections with a transaction open: close rolls them back. */
  const inTransaction = new Set<LedgerWriter>();
  let turn = 0;
  let open: OpenSettlement | undefined;
  /** The last finished settlement's commit: the next one commits after it, so they commit in file order. */
  let committed: Promise<void> = Promise.resolve();
  // Ad spend estimates (docs/advertising.md): the last settlement of each currency in the file
  // rebuilds that currency's, an earlier one holding a Cost of Advertising charge takes them out.
  const lastOfCurrency = new Map(facts.settlements.map(({ summary }) => [summary.currency, summary.settlementId]));
  const isLastOfCurrency = ({ summary }: SettlementFacts) =>
    lastOfCurrency.get(summary.currency) === summary.settlementId;

  const flush = async (settlement: OpenSettlement) => {
    if (settlement.batch.length === 0) return;
    const rows = settlement.batch;
    settlement.batch = [];
    await settlement.inFlight;
    settlement.inFlight = observed(settlement.rows.write(rows));
  };

  /** The rest of a settlement once its rows are sent: their end, the estimates it replaces, rollups, commit. */
  const complete = async (settlement: OpenSettlement, before: Promise<void>) => {
    const { writer, facts: settled, ref } = settlement;
    try {
      await settlement.inFlight;
      await settlement.rows.end();
    } catch (error) {
      await settlement.rows.abort();
      throw error;
    }
    if (settlement.rowsSeen !== settled.rowCount) {
      throw new Error(`settlement ${settled.summary.settlementId} changed while it was imported`);
    }
    await before;
    // The money of this settlement was estimated from the Finances API while its group was open:
    // those estimates go in this transaction, so the statement never counts it twice.
    const { currency, startDate } = settled.summary;
    const key = { sellerId: target.sellerId, currency, startDate };
    const replaced = await writer.readLocked(target.sellerId, (client) => findFinancesEstimatesReplacedBy(client, key));
    // An order estimate of an order this settlement pays would count it twice: the batch goes
    // with it, and the next orders sync rebuilds the other pending orders (within minutes; in a
    // sync run, right after the settlements step).
    const paid = await writer.readLocked(target.sellerId, (client) =>
      findOrderEstimatesPaidBy(client, target.sellerId, ref),
    );
    for (const settlementId of [...replaced, ...paid]) await writer.removeEstimateBatch(target.sellerId, settlementId);
    await writer.finishSettlement(ref, settled.summary.endDate.slice(0, 10));
    // Ad spend estimated for the days this charge covers would count twice: in this transaction
    // the currency's estimates are rebuilt after the new cutoff (or taken out, when a later
    // settlement of the file rebuilds them).
    if (isLastOfCurrency(settled)) await rebuildAdEstimatesWith(writer, target.sellerId, [currency]);
    else if (settlement.hasAdCharge) await removeAdEstimatesWith(writer, target.sellerId, [currency]);
    await writer.commit();
    inTransaction.delete(writer);
  };

  return {
    async start(settlement) {
      const { summary } = settlement;
      const index = turn;
      turn = (turn + 1) % writers.length;
      await free[index];
      const writer = writers[index] ?? first;
      inTransaction.add(writer);
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
        // The removal takes the seller's lock: the settlements before this one commit first, or
        // one still finishing on the other connection would wait for this one, which waits for it.
        await committed;
        if (await writer.removeUnreconciledSettlement(target.sellerId, summary.settlementId)) {
          ref = await writer.insertSettlement(row);
        }
      }
      if (!ref) {
        await writer.rollback();
        inTransaction.delete(writer);
        // A file imported again (or resumed) still ends with its currencies' ad estimates rebuilt,
        // from the ledger as the settlements before it left it.
        // On this writer's own connection: waiting for another of the pool while holding this one
        // starves the pool when as many imports run as it has connections.
        if (isLastOfCurrency(settlement)) {
          await committed;
          await writer.begin();
          inTransaction.add(writer);
          await rebuildAdEstimatesWith(writer, target.sellerId, [summary.currency]);
          await writer.commit();
          inTransaction.delete(writer);
        }
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
          inTransaction.delete(writer);
          throw error;
        });
      const inFlight = Promise.resolve();
      open = { writer, facts: settlement, ref, rowsSeen: 0, hasAdCharge: false, rows, batch: [], inFlight };
      return true;
    },
    async add(rows) {
      if (!open) return;
      for (const row of rows) {
        open.batch.push(toLedgerRow(row, facts));
        if (row.pnlLine === 'amazonAdExpenses') open.hasAdCharge = true;
      }
      open.rowsSeen += rows.length;
      if (open.batch.length >= BATCH_ROWS) await flush(open);
    },
    async finish() {
      const settlement = open;
      if (!settlement) return;
      open = undefined;
      try {
        await flush(settlement);
      } catch (error) {
        await settlement.rows.abort();
        throw error;
      }
      const done = observed(complete(settlement, committed));
      committed = done;
      free[writers.indexOf(settlement.writer)] = done;
      // With one connection (the embedded database) the next settlement waits for this one anyway.
      if (writers.length === 1) await done;
    },
    async settle() {
      await committed;
    },
    async close() {
      const abandoned = open;
      open = undefined;
      if (abandoned) {
        await abandoned.inFlight.catch(() => undefined);
        await abandoned.rows.abort();
      }
      await Promise.allSettled([committed, ...free]);
      // A settlement that failed (or waited on one that did) left its transaction open: it rolls back.
      for (const writer of inTransaction) await writer.rollback().catch(() => undefined);
      inTransaction.clear();
      for (const writer of writers) writer.release();
    },
  };
}
