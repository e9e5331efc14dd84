// Which Finances API estimates a settlement replaces. A financial event group
// becomes a settlement: same currency, and the settlement starts when the
// group opened. Amazon's two clocks may differ by a little, so a start within
// an hour matches. Both sides run under the seller's ledger lock
// (LedgerWriter.readLocked), so an estimate batch and its settlement are never
// both stored.
import type { PoolClient } from 'pg';

/** How far a settlement's start may be from its group's start and still be that group's settlement. */
export const GROUP_START_TOLERANCE_MS = 3_600_000;

export interface GroupKey {
  sellerId: string;
  currency: string;
  /** ISO timestamp: the group's start, or the settlement's. */
  startDate: string;
}

const NEAR_START = `currency = $2 and start_date between $3::timestamptz - interval '1 hour' and $3::timestamptz + interval '1 hour'`;

/** The settlement ids of the seller's Finances API estimate batches that a settlement starting then replaces. */
export async function findFinancesEstimatesReplacedBy(client: PoolClient, key: GroupKey): Promise<string[]> {
  const { rows } = await client.query<{ settlement_id: string }>(
    `select settlement_id from settlements
     where seller_id = $1 and kind = 'finances_estimate' and ${NEAR_START} order by settlement_id`,
    [key.sellerId, key.currency, key.startDate],
  );
  return rows.map((row) => row.settlement_id);
}

/** Whether the seller has the group's settlement stored (then its money is final, not estimated). */
export async function hasSettlementOfGroup(client: PoolClient, key: GroupKey): Promise<boolean> {
  const { rows } = await client.query(
    `select 1 from settlements where seller_id = $1 and kind = 'settlement' and ${NEAR_START} limit 1`,
    [key.sellerId, key.currency, key.startDate],
  );
  return rows.length > 0;
}

/**
 * The seller's order estimate batches that estimate an order this settlement pays (its rows are
 * written, in this transaction). Read under the seller's lock, like the rebuild that writes them.
 */
export async function findOrderEstimatesPaidBy(client: PoolClient, sellerId: string, settlementRef: string) {
  const { rows } = await client.query<{ settlement_id: string }>(
    `select distinct s.settlement_id from settlements s
     join ledger_entries e on e.settlement_ref = s.id
     where s.seller_id = $1 and s.kind = 'orders_estimate'
       and e.order_id in (select order_id from ledger_entries where settlement_ref = $2 and order_id is not null)
     order by s.settlement_id`,
    [sellerId, settlementRef],
  );
  return rows.map((row) => row.settlement_id);
}
