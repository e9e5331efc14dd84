// The stage of an orders report (ADR 0022): a temporary table of the import's
// connection that holds every row of the report before the merge picks each
// order's latest. Filled by binary COPY on PostgreSQL (ADR 0046), unnest
// batches on PGlite (ADR 0038).
import type { PoolClient } from 'pg';
import { BinaryRowWriter, copyFromBinary } from './copy-binary.ts';

export interface OrderRowInput {
  orderId: string;
  merchantOrderId: string | null;
  marketplaceId: string | null;
  salesChannel: string;
  purchasedAt: string;
  lastUpdatedAt: string;
  status: string;
  fulfillmentChannel: string;
  line: number;
}

/**
 * The stage of one import. Its name is the import's: on the embedded database
 * every connection shares one session, so two imports' stages must not meet.
 */
export function stageName(importId: string): string {
  return `order_report_rows_${importId.replace(/[^0-9a-f]/gi, '').toLowerCase()}`;
}

export const createStage = (stage: string) => `
  create temporary table ${stage} (
    order_id text not null, merchant_order_id text, marketplace_id text, sales_channel text not null,
    purchased_at timestamptz not null, last_updated_at timestamptz not null, status text not null,
    fulfillment_channel text not null, line int not null
  )`;

/** The stage's columns, in its order: COPY's lines and unnest's arrays follow it. */
const STAGE_COLUMNS = [
  'orderId',
  'merchantOrderId',
  'marketplaceId',
  'salesChannel',
  'purchasedAt',
  'lastUpdatedAt',
  'status',
  'fulfillmentChannel',
  'line',
] as const satisfies readonly (keyof OrderRowInput)[];

const stageRows = (stage: string) => `
  insert into ${stage}
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[],
    $7::text[], $8::text[], $9::int[])`;

/** Adds a batch of the report's rows to the stage. */
export async function stageOrderRows(
  client: PoolClient,
  stage: string,
  rows: OrderRowInput[],
  isCopy: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  if (!isCopy) {
    await client.query(
      stageRows(stage),
      STAGE_COLUMNS.map((name) => rows.map((row) => row[name])),
    );
    return;
  }
  const out = new BinaryRowWriter(rows.length * 160);
  for (const row of rows) {
    out.fieldCount(STAGE_COLUMNS.length);
    out.text(row.orderId, false);
    out.text(row.merchantOrderId, false);
    out.text(row.marketplaceId);
    out.text(row.salesChannel);
    out.timestamptz(row.purchasedAt);
    out.timestamptz(row.lastUpdatedAt);
    out.text(row.status);
    out.text(row.fulfillmentChannel);
    out.int4(row.line);
  }
  await copyFromBinary(client, `copy ${stage} from stdin (format binary)`, out.take());
}
