// How ledger rows reach ledger_entries (ADR 0038). On PostgreSQL a settlement's
// rows stream through one COPY FROM STDIN in the binary format (ADR 0045),
// written while the file is still being parsed: the server ingests one batch
// while the next is read. The embedded database (PGlite behind a socket, ADR
// 0002) has no COPY FROM STDIN, so there each batch is one `insert … select
// from unnest($arrays)`. Either way the rows belong to the transaction the
// caller opened.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  acceptsCopyFromStdin,
  BINARY_COPY_HEADER,
  BINARY_COPY_TRAILER,
  BinaryRowWriter,
  textField,
  uuidField,
} from './copy-binary.ts';

export interface LedgerRowInput {
  marketplaceId: string | null;
  sku: string | null;
  orderId: string | null;
  transactionType: string;
  amountType: string;
  amountDescription: string;
  pnlLine: string;
  quantity: number | null;
  postedDate: string | null;
  postedAt: string | null;
  /** Decimal string, 4 decimals. */
  amount: string;
  sourceLine: number;
}

export interface LedgerRowsTarget {
  sellerId: string;
  settlementRef: string;
  currency: string;
  source: string;
  importId: string | null;
  status: 'estimated' | 'final';
}

/** The rows of one settlement, in the open transaction: written by `write`, all stored once `end` resolves. */
export interface LedgerRowSink {
  write(rows: LedgerRowInput[]): Promise<void>;
  end(): Promise<void>;
  /** Stops a write that failed or was given up, so the connection can roll back; never throws. */
  abort(): Promise<void>;
}

const INSERT_ROWS = `
  insert into ledger_entries (seller_id, settlement_ref, currency, source, source_import_id, status,
    marketplace_id, sku, order_id, transaction_type, amount_type, amount_description, pnl_line,
    quantity, posted_date, posted_at, amount, source_line)
  select $1, $2, $3, $4, $5, $18::ledger_status, t.*
  from unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[],
    $13::int[], $14::date[], $15::timestamptz[], $16::numeric[], $17::int[])
    as t(marketplace_id, sku, order_id, transaction_type, amount_type, amount_description, pnl_line,
      quantity, posted_date, posted_at, amount, source_line)`;

const COPY_ROWS = `
  copy ledger_entries (seller_id, settlement_ref, currency, source, source_import_id, status,
    marketplace_id, sku, order_id, transaction_type, amount_type, amount_description, pnl_line,
    quantity, posted_date, posted_at, amount, source_line) from stdin with (format binary)`;
const COPY_FIELDS = 18;

/** One statement per batch: what the embedded database runs, and the callers that write a few rows. */
export async function insertLedgerRows(
  client: PoolClient,
  target: LedgerRowsTarget,
  rows: LedgerRowInput[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof LedgerRowInput>(name: K) => rows.map((row) => row[name]);
  await client.query(INSERT_ROWS, [
    target.sellerId,
    target.settlementRef,
    target.currency,
    target.source,
    target.importId,
    column('marketplaceId'),
    column('sku'),
    column('orderId'),
    column('transactionType'),
    column('amountType'),
    column('amountDescription'),
    column('pnlLine'),
    column('quantity'),
    column('postedDate'),
    column('postedAt'),
    column('amount'),
    column('sourceLine'),
    target.status,
  ]);
}

/**
 * `streams`: whether the connection takes COPY FROM STDIN, when the caller already knows
 * (a ledger writer asks once per connection); asked of the server otherwise.
 */
export async function openLedgerRowSink(
  client: PoolClient,
  target: LedgerRowsTarget,
  streams?: boolean,
): Promise<LedgerRowSink> {
  if (!(streams ?? (await acceptsCopyFromStdin(client)))) {
    return {
      write: (rows) => insertLedgerRows(client, target, rows),
      end: async () => undefined,
      abort: async () => undefined,
    };
  }
  const stream = client.query(copyFrom(COPY_ROWS));
  // Settles when the server has stored every row (or refused one); observed here so a refusal is never unhandled.
  const done = finished(stream);
  done.catch(() => undefined);
  // The settlement's fields, the same on every row, encoded once.
  const prefix = Buffer.concat([
    uuidField(target.sellerId),
    uuidField(target.settlementRef),
    textField(target.currency),
    textField(target.source),
    uuidField(target.importId),
    textField(target.status),
  ]);
  const encoder = new BinaryRowWriter();
  encoder.raw(BINARY_COPY_HEADER);
  const send = async (bytes: Buffer) => {
    // Waits only when the socket is full: parsing goes on while the server ingests what it was sent.
    if (!stream.write(bytes)) await Promise.race([once(stream, 'drain'), done]);
  };
  return {
    async write(rows) {
      if (stream.destroyed) await done;
      for (const row of rows) encodeRow(encoder, prefix, row);
      await send(encoder.take());
    },
    async end() {
      encoder.raw(BINARY_COPY_TRAILER);
      stream.end(encoder.take());
      await done;
    },
    async abort() {
      // CopyFail: the server ends the COPY with an error and the transaction can be rolled back.
      if (!stream.writableFinished && !stream.destroyed) stream.destroy(new Error('settlement import stopped'));
      await done.catch(() => undefined);
    },
  };
}

function encodeRow(encoder: BinaryRowWriter, prefix: Buffer, row: LedgerRowInput) {
  encoder.fieldCount(COPY_FIELDS);
  encoder.raw(prefix);
  encoder.text(row.marketplaceId);
  encoder.text(row.sku);
  encoder.text(row.orderId, false);
  encoder.text(row.transactionType);
  encoder.text(row.amountType);
  encoder.text(row.amountDescription);
  encoder.text(row.pnlLine);
  encoder.int4(row.quantity);
  encoder.date(row.postedDate);
  encoder.timestamptz(row.postedAt);
  encoder.numeric(row.amount);
  encoder.int4(row.sourceLine);
}
