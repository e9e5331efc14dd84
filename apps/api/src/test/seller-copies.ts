// Many sellers with data, fast: copies of one imported seller's kept-ready
// rollups (the daily rollups and totals, settlements, imports and costs) into
// new sellers of an organization, for the portfolio's query-count test and
// its benchmark. The ledger rows themselves are not copied: nothing the
// portfolio reads comes from them. The copies are written with triggers off
// (session_replication_role replica, as a restore would): the cost totals are
// copied rather than recomputed, which the source's already are.
import type { Pool, PoolClient } from 'pg';

export interface SellerCopies {
  fromSellerId: string;
  organizationId: string;
  count: number;
  /** Slugs and names are `${slugPrefix}-${n}` and `${namePrefix} ${n}`, n from 1. */
  slugPrefix: string;
  namePrefix: string;
  /** Copy n's amounts are the source's × (1 + n × amountStep): 0 copies them as they are. */
  amountStep?: number;
}

/** Returns the new sellers' ids, copy 1 first. */
export async function copySellerData(pool: Pool, copies: SellerCopies): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const ids = await copyWith(client, copies);
    await client.query('commit');
    return ids;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function copyWith(client: PoolClient, copies: SellerCopies): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into sellers (slug, name)
     select $1 || '-' || n, $2 || ' ' || n from generate_series(1, $3::int) n order by n returning id`,
    [copies.slugPrefix, copies.namePrefix, copies.count],
  );
  const ids = rows.map((row) => row.id);
  await client.query(
    `insert into organization_sellers (organization_id, seller_id) select $1, id from unnest($2::uuid[]) id`,
    [copies.organizationId, ids],
  );
  const params = [copies.fromSellerId, ids, copies.amountStep ?? 0];
  const copiesOf = `unnest($2::uuid[]) with ordinality c(id, n)`;
  const scaled = (column: string) => `round(${column} * (1 + c.n * $3::numeric), 4)`;
  await client.query(
    `insert into ledger_daily_rollups (seller_id, day, marketplace_id, sku, pnl_line, currency, status, amount, quantity, row_count)
     select c.id, r.day, r.marketplace_id, r.sku, r.pnl_line, r.currency, r.status, ${scaled('r.amount')}, r.quantity, r.row_count
     from ledger_daily_rollups r cross join ${copiesOf} where r.seller_id = $1`,
    params,
  );
  await client.query(
    `insert into ledger_daily_totals (seller_id, day, pnl_line, currency, status, amount, quantity, row_count)
     select c.id, t.day, t.pnl_line, t.currency, t.status, ${scaled('t.amount')}, t.quantity, t.row_count
     from ledger_daily_totals t cross join ${copiesOf} where t.seller_id = $1`,
    params,
  );
  await client.query(
    `insert into settlements (seller_id, settlement_id, start_date, end_date, deposit_date, total_amount, currency,
       format, row_count, rows_total, unmapped_count, reconciliation)
     select c.id, s.settlement_id, s.start_date, s.end_date, s.deposit_date, ${scaled('s.total_amount')}, s.currency,
       s.format, s.row_count, ${scaled('s.rows_total')}, s.unmapped_count, s.reconciliation
     from settlements s cross join ${copiesOf} where s.seller_id = $1`,
    params,
  );
  await client.query(
    `insert into imports (seller_id, kind, file_name, file_size, status, rows_read, bytes_read, settlements_imported,
       created_at, started_at, finished_at)
     select c.id, i.kind, i.file_name, i.file_size, i.status, i.rows_read, i.bytes_read, i.settlements_imported,
       i.created_at, i.started_at, i.finished_at
     from imports i cross join ${copiesOf} where i.seller_id = $1`,
    [copies.fromSellerId, ids],
  );
  await client.query(
    `insert into cost_daily_totals (seller_id, day, pnl_line, currency, cost, quantity)
     select c.id, t.day, t.pnl_line, t.currency, ${scaled('t.cost')}, t.quantity
     from cost_daily_totals t cross join ${copiesOf} where t.seller_id = $1`,
    params,
  );
  await client.query(
    `insert into cost_of_goods (seller_id, sku, unit_landed_cost, currency, valid_from)
     select c.id, g.sku, ${scaled('g.unit_landed_cost')}, g.currency, g.valid_from
     from cost_of_goods g cross join ${copiesOf} where g.seller_id = $1`,
    params,
  );
  return ids;
}
