// The imports: each file a seller uploaded or the CLI read (settlements, orders, inventory, ad and
// returns reports), the progress of its import and what it stored.
import { bigint, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

export const importStatusEnum = pgEnum('import_status', ['queued', 'running', 'succeeded', 'failed']);

/** One uploaded or CLI-read file and the progress of its import. */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('settlement'),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Where the uploaded file waits for the worker; removed when the import ends. */
    storagePath: text('storage_path'),
    status: importStatusEnum('status').notNull().default('queued'),
    rowsRead: bigint('rows_read', { mode: 'number' }).notNull().default(0),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    settlementsImported: integer('settlements_imported').notNull().default(0),
    settlementsSkipped: integer('settlements_skipped').notNull().default(0),
    /** Orders reports: orders new to the seller, orders updated by a later last-updated-date, orders already up to date. */
    ordersImported: integer('orders_imported').notNull().default(0),
    ordersUpdated: integer('orders_updated').notNull().default(0),
    ordersSkipped: integer('orders_skipped').notNull().default(0),
    /** FBA inventory reports: the day the stock figures are for, and the SKU rows stored for it. */
    inventoryDay: date('inventory_day'),
    inventoryRows: integer('inventory_rows').notNull().default(0),
    /** FBA inventory reports: the marketplace the stock is for (the report does not name it). */
    inventoryMarketplaceId: text('inventory_marketplace_id'),
    /** Advertising reports: which report (e.g. sp-campaigns), its rows stored, and its days. */
    adReportType: text('ad_report_type'),
    adRows: integer('ad_rows').notNull().default(0),
    adFirstDay: date('ad_first_day'),
    adLastDay: date('ad_last_day'),
    /** Advertising reports: days left out because the Ads API sync holds them. */
    adDaysSkipped: integer('ad_days_skipped').notNull().default(0),
    /** FBA customer returns reports: the return rows stored (the marketplace is in inventory_marketplace_id). */
    returnRows: integer('return_rows').notNull().default(0),
    /** [{ line, reason }] of a failed import; nothing of a failed file is stored. */
    errors: jsonb('errors').$type<Array<{ line: number | null; reason: string }>>().notNull().default([]),
    /** Settlements this import stored whose rows do not sum to their total, with the figures (decimal strings). */
    unreconciledSettlements: jsonb('unreconciled_settlements')
      .$type<
        Array<{ settlementId: string; currency: string; totalAmount: string; rowsTotal: string; difference: string }>
      >()
      .notNull()
      .default([]),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The job worker that claimed it last (its id, also its pg-boss instance name); null for a CLI run. */
    workerId: text('worker_id'),
    /** When a worker found the running import's worker gone and queued it again (ADR 0031). */
    interruptedAt: timestamp('interrupted_at', { withTimezone: true }),
  },
  (t) => [index('imports_seller_idx').on(t.sellerId, t.createdAt)],
);
