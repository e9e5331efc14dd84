import {
  bigint,
  check,
  boolean,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { marketplaces } from './marketplaces.ts';
import { sellers } from './sellers.ts';
import { users } from './users.ts';

// Money columns are numeric(18, 4): exact, never float (ADR 0003).
const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const importStatusEnum = pgEnum('import_status', ['queued', 'running', 'succeeded', 'failed']);
export const ledgerStatusEnum = pgEnum('ledger_status', ['estimated', 'final']);
/**
 * Whether a settlement's stored rows sum to its total-amount. An unreconciled
 * settlement (a cut or edited file) is stored with its rows estimated, never final.
 */
export const settlementReconciliationEnum = pgEnum('settlement_reconciliation', ['reconciled', 'unreconciled']);
/**
 * Which day an order-basis rollup row counts on: `order` the order day of an
 * order in an imported orders report; `posted` the posted day of a row that
 * belongs to no order (storage, ads, subscription, reserves...);
 * `posted_fallback` the posted day of an order row whose order is in no
 * imported orders report (docs/profit-loss.md, ADR 0022).
 */
export const rollupDaySourceEnum = pgEnum('rollup_day_source', ['order', 'posted', 'posted_fallback']);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id')
      .notNull()
      .references(() => marketplaces.id),
    sku: text('sku').notNull(),
    asin: text('asin'),
    parentAsin: text('parent_asin'),
    brand: text('brand'),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_seller_marketplace_sku').on(t.sellerId, t.marketplaceId, t.sku),
    // The brand filter of the P&L reports starts from a seller's products of one brand.
    index('products_seller_brand_idx').on(t.sellerId, t.brand),
  ],
);

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

/** Daily sums per seller × marketplace × SKU × P&L line × currency, so reads do not grow with orders. */
export const ledgerDailyRollups = pgTable(
  'ledger_daily_rollups',
  {
    // Checked once per statement, not per row, as a seller's deletion cascades (ADR 0046).
    sellerId: uuid('seller_id').notNull(),
    day: date('day').notNull(),
    /** '' when the rows name no marketplace. */
    marketplaceId: text('marketplace_id').notNull(),
    /** '' when the rows name no SKU. */
    sku: text('sku').notNull(),
    pnlLine: text('pnl_line').notNull(),
    currency: text('currency').notNull(),
    status: ledgerStatusEnum('status').notNull(),
    amount: money('amount').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    rowCount: integer('row_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.day, t.marketplaceId, t.sku, t.pnlLine, t.currency, t.status] }),
    // A few SKUs' days, for the product table's kept months mended after a cost or brand change (ADR 0048).
    index('ledger_daily_rollups_seller_sku_day_idx').on(t.sellerId, t.sku, t.day),
  ],
);

// The statement's rollups (ADR 0014): the daily rollup above without the SKU,
// so a read covers days × lines whatever the number of orders and SKUs. The
// importer adds to them in the settlement's transaction. One table sums every
// marketplace, the other keeps each marketplace apart for the marketplace filter.
// Keys put currency before day: the statement reads them in (currency, day)
// order, the order its daily rates join in, and skips through a seller's currencies.
const lineTotalColumns = {
  // Checked once per statement, not per row, as a seller's deletion cascades (ADR 0046).
  sellerId: uuid('seller_id').notNull(),
  day: date('day').notNull(),
  pnlLine: text('pnl_line').notNull(),
  currency: text('currency').notNull(),
  status: ledgerStatusEnum('status').notNull(),
  amount: money('amount').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  rowCount: integer('row_count').notNull(),
};

/** Daily sums per seller × P&L line × currency × status over all marketplaces. */
export const ledgerDailyTotals = pgTable('ledger_daily_totals', lineTotalColumns, (t) => [
  primaryKey({ columns: [t.sellerId, t.currency, t.day, t.pnlLine, t.status] }),
]);

/** Daily sums per seller × marketplace × P&L line × currency × status ('' when the rows name no marketplace). */
export const ledgerMarketplaceDailyTotals = pgTable(
  'ledger_marketplace_daily_totals',
  { ...lineTotalColumns, marketplaceId: text('marketplace_id').notNull() },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.currency, t.day, t.pnlLine, t.status] })],
);

// Landed cost of the units of the cost lines (units sold, units returned): Σ |units| × the unit
// cost valid on the day, per cost currency ('' for units without a cost valid that day). Derived
// from ledger_daily_rollups and cost_of_goods by the database function refresh_cost_daily_totals,
// which the importer calls for the days it touched and a cost write queues for the days from its
// validFrom on (custom migration pnl-daily-totals-backfill, ADR 0014).
const costTotalColumns = {
  // Checked once per statement, not per row, as a seller's deletion cascades (ADR 0046).
  sellerId: uuid('seller_id').notNull(),
  day: date('day').notNull(),
  pnlLine: text('pnl_line').notNull(),
  /** '' for units that had no cost valid on the day. */
  currency: text('currency').notNull(),
  cost: money('cost').notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
};

/** Daily landed cost per seller × cost line × cost currency over all marketplaces. */
export const costDailyTotals = pgTable('cost_daily_totals', costTotalColumns, (t) => [
  primaryKey({ columns: [t.sellerId, t.currency, t.day, t.pnlLine] }),
]);

/** Daily landed cost per seller × marketplace × cost line × cost currency. */
export const costMarketplaceDailyTotals = pgTable(
  'cost_marketplace_daily_totals',
  { ...costTotalColumns, marketplaceId: text('marketplace_id').notNull() },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.currency, t.day, t.pnlLine] })],
);

/**
 * Cost totals waiting to be recomputed: a write to cost_of_goods records the
 * earliest validFrom it changed per seller, and a deferred trigger recomputes
 * once per seller when the writing transaction commits, then deletes the row.
 */
export const costTotalRefreshes = pgTable('cost_total_refreshes', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  fromDay: date('from_day').notNull(),
});

/**
 * The same daily sums on the order basis: a row of an order in an imported
 * orders report counts on its order day, any other row on its posted day, and
 * `daySource` says which. Kept in step with the ledger and the orders by the
 * imports (ADR 0022), so order-basis reads do not grow with orders either.
 */
export const ledgerOrderDayRollups = pgTable(
  'ledger_order_day_rollups',
  {
    // Checked once per statement, not per row, as a seller's deletion cascades (ADR 0046).
    sellerId: uuid('seller_id').notNull(),
    day: date('day').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    sku: text('sku').notNull(),
    pnlLine: text('pnl_line').notNull(),
    currency: text('currency').notNull(),
    status: ledgerStatusEnum('status').notNull(),
    daySource: rollupDaySourceEnum('day_source').notNull(),
    amount: money('amount').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    rowCount: integer('row_count').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.sellerId, t.day, t.marketplaceId, t.sku, t.pnlLine, t.currency, t.status, t.daySource],
    }),
  ],
);

// The statement's totals on the order basis (ADR 0022): the SKU-less totals above, each row on
// its order-basis day. Their status is the one the order basis reads: 'estimated' also for rows of
// orders in no orders report (posted_fallback), so a read is the posted basis' read on other
// tables. Kept by the imports with ledger_order_day_rollups; the cost totals are derived from that
// rollup and cost_of_goods by refresh_cost_order_day_totals (custom migration).

/** Order-basis daily sums per seller × P&L line × currency × status over all marketplaces. */
export const ledgerOrderDayTotals = pgTable('ledger_order_day_totals', lineTotalColumns, (t) => [
  primaryKey({ columns: [t.sellerId, t.currency, t.day, t.pnlLine, t.status] }),
]);

/** The same per marketplace. */
export const ledgerOrderDayMarketplaceTotals = pgTable(
  'ledger_order_day_marketplace_totals',
  { ...lineTotalColumns, marketplaceId: text('marketplace_id').notNull() },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.currency, t.day, t.pnlLine, t.status] })],
);

const costFallback = {
  /** Some of these units are of orders in no orders report, dated by posted date: the cost is estimated. */
  hasFallbackDates: boolean('has_fallback_dates').notNull().default(false),
};

/** Order-basis landed cost per seller × cost line × cost currency over all marketplaces. */
export const costOrderDayTotals = pgTable('cost_order_day_totals', { ...costTotalColumns, ...costFallback }, (t) => [
  primaryKey({ columns: [t.sellerId, t.currency, t.day, t.pnlLine] }),
]);

/** The same per marketplace. */
export const costOrderDayMarketplaceTotals = pgTable(
  'cost_order_day_marketplace_totals',
  { ...costTotalColumns, ...costFallback, marketplaceId: text('marketplace_id').notNull() },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.currency, t.day, t.pnlLine] })],
);

/** Order basis: ledger rows per seller × marketplace × day × day source, for the response's `orderDating`. */
export const ledgerOrderDaySources = pgTable(
  'ledger_order_day_sources',
  {
    // Checked once per statement, not per row, as a seller's deletion cascades (ADR 0046).
    sellerId: uuid('seller_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    day: date('day').notNull(),
    daySource: rollupDaySourceEnum('day_source').notNull(),
    rowCount: integer('row_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.marketplaceId, t.day, t.daySource] })],
);

export const costOfGoods = pgTable(
  'cost_of_goods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    unitLandedCost: money('unit_landed_cost').notNull(),
    currency: text('currency').notNull(),
    validFrom: date('valid_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cost_of_goods_seller_sku_from').on(t.sellerId, t.sku, t.validFrom)],
);

/** Dated reference rates: units of `currency` per 1 EUR, with where they came from. */
export const fxRates = pgTable(
  'fx_rates',
  {
    rateDate: date('rate_date').notNull(),
    currency: text('currency').notNull(),
    ratePerEur: numeric('rate_per_eur', { precision: 24, scale: 10 }).notNull(),
    /** ecb, the secondary provider's name, or demo. */
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rateDate, t.currency] }),
    // The statement reads a few currencies over a range of days.
    index('fx_rates_currency_date_idx').on(t.currency, t.rateDate),
  ],
);
