// The money ledger: the settlements (paid out by Amazon, or estimates standing in for them) and
// their ledger entries, one row per amount component.
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { imports } from './imports.ts';
import { money } from './money-column.ts';
import { sellers } from './sellers.ts';

export const ledgerStatusEnum = pgEnum('ledger_status', ['estimated', 'final']);
/**
 * Whether a settlement's stored rows sum to its total-amount. An unreconciled
 * settlement (a cut or edited file) is stored with its rows estimated, never final.
 */
export const settlementReconciliationEnum = pgEnum('settlement_reconciliation', ['reconciled', 'unreconciled']);

export const settlements = pgTable(
  'settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Amazon's settlement id. */
    settlementId: text('settlement_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    depositDate: timestamp('deposit_date', { withTimezone: true }),
    totalAmount: money('total_amount').notNull(),
    currency: text('currency').notNull(),
    format: text('format').notNull(),
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    /** The sum of the stored rows, written with them: the settlements list reads it instead of summing the ledger. */
    rowsTotal: money('rows_total').notNull().default('0'),
    unmappedCount: integer('unmapped_count').notNull().default(0),
    reconciliation: settlementReconciliationEnum('reconciliation').notNull().default('reconciled'),
    /**
     * 'settlement': a settlement Amazon paid out (a report or an upload), final when it reconciles.
     * 'finances_estimate': the money of one open financial event group (Finances API), rows
     * estimated, replaced at each sync and removed when the group's settlement arrives.
     * 'orders_estimate': orders with no money yet (Orders API), estimated from the SKU's recent
     * fees, rebuilt at each sync.
     * 'ads_estimate': ad spend of the ads reports on the days no settlement's Cost of Advertising
     * covers yet (docs/advertising.md), rows estimated, rebuilt whenever either side changes.
     */
    kind: text('kind').notNull().default('settlement'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('settlements_seller_settlement').on(t.sellerId, t.settlementId),
    check('settlements_kind', sql`${t.kind} in ('settlement', 'finances_estimate', 'orders_estimate', 'ads_estimate')`),
    // The portfolio counts each seller's unreconciled settlements, a few among hundreds.
    index('settlements_unreconciled_idx')
      .on(t.sellerId)
      .where(sql`${t.reconciliation} = 'unreconciled'`),
  ],
);

/** The money ledger: one row per amount component, with its source line and its P&L line. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // The four references below are checked once per statement, not per row (ADR 0043, migration
    // 0028): seller and settlement deletions cascade, an import's deletion sets its id to null, and
    // a marketplace with rows cannot be deleted, as the foreign keys they replace did.
    sellerId: uuid('seller_id').notNull(),
    settlementRef: uuid('settlement_ref'),
    marketplaceId: text('marketplace_id'),
    sku: text('sku'),
    orderId: text('order_id'),
    transactionType: text('transaction_type').notNull(),
    amountType: text('amount_type').notNull(),
    amountDescription: text('amount_description').notNull(),
    /** The P&L line key (reporting-core); 'unmapped' when the mapping does not know the row. */
    pnlLine: text('pnl_line').notNull(),
    quantity: integer('quantity'),
    postedDate: date('posted_date'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: ledgerStatusEnum('status').notNull(),
    source: text('source').notNull(),
    sourceImportId: uuid('source_import_id'),
    sourceLine: integer('source_line'),
  },
  (t) => [
    index('ledger_seller_posted_idx').on(t.sellerId, t.postedDate),
    index('ledger_settlement_idx').on(t.settlementRef),
    index('ledger_seller_order_idx')
      .on(t.sellerId, t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
