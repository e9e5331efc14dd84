// Ad spend of the ads reports in the P&L as estimated rows until the settlements bill it
// (docs/advertising.md, ADR 0035): one batch per currency (settlement_id `ads:<currency>`, kind
// 'ads_estimate', rows 'estimated', source 'ads-estimate') holding the days after the currency's
// billed cutoff, rebuilt whole under the seller's lock, so the statement sees the old batches or
// the new ones, never both or neither. Called after every ads sync and upload commits
// (rebuildAdEstimates), and inside the transaction of a settlement import that stores a
// Cost of Advertising charge (rebuildAdEstimatesWith), so the days the charge covers leave the
// estimates in the transaction that brings the charge in.
import type { Database } from '@brandlens/db';
import { adEstimateBatchId, buildAdEstimates } from '@brandlens/reporting-core';
import { replaceEstimateBatches, withLedgerTransaction } from '../ingestion/estimate-batches.ts';
import type { LedgerWriter } from '../ingestion/ledger-writer.queries.ts';
import { readAdEstimateFacts } from './ad-estimates.queries.ts';

/** ledger_entries.source and settlements.format of the estimate rows. */
export const AD_ESTIMATE_SOURCE = 'ads-estimate';

export interface AdEstimatesResult {
  /** Per currency with spend after its cutoff: the rows estimated and their sum (negative). */
  batches: Array<{
    currency: string;
    rows: number;
    total: string;
    firstDay: string;
    lastDay: string;
    /** The last day billed charges cover; null when the currency has none (ads paid by card). */
    cutoff: string | null;
  }>;
}

/**
 * Rebuilds the seller's ad estimate batches inside the writer's open transaction: every currency,
 * or only `currencies`. The caller commits.
 */
export async function rebuildAdEstimatesWith(
  writer: LedgerWriter,
  sellerId: string,
  currencies?: string[],
): Promise<AdEstimatesResult> {
  const facts = await writer.readLocked(sellerId, (client) =>
    readAdEstimateFacts(client, sellerId, currencies ?? null),
  );
  const batches = buildAdEstimates(facts);
  await replaceEstimateBatches(
    writer,
    sellerId,
    { batchIds: facts.batchIds, batches },
    { source: AD_ESTIMATE_SOURCE, kind: 'ads_estimate' },
  );
  return {
    batches: batches.map(({ currency, rows, total, firstDay, lastDay, cutoff }) => ({
      currency,
      rows: rows.length,
      total,
      firstDay,
      lastDay,
      cutoff,
    })),
  };
}

/**
 * Takes the ad estimate batches of `currencies` out inside the writer's open transaction: a
 * settlement of a file whose later settlements move the cutoff again leaves the rebuild to the
 * last of them, and never leaves estimates of days its charge covers.
 */
export async function removeAdEstimatesWith(writer: LedgerWriter, sellerId: string, currencies: string[]) {
  await writer.readLocked(sellerId, async () => undefined);
  for (const currency of currencies) await writer.removeEstimateBatch(sellerId, adEstimateBatchId(currency));
}

/** Rebuilds the seller's ad estimates (every currency, or only `currencies`) in a transaction of its own. */
export async function rebuildAdEstimates(
  db: Database,
  sellerId: string,
  currencies?: string[],
): Promise<AdEstimatesResult> {
  return withLedgerTransaction(db, (writer) => rebuildAdEstimatesWith(writer, sellerId, currencies));
}
