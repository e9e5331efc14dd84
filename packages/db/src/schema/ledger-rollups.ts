// What is kept summed from the ledger so that reads do not grow with orders: the daily rollups, the
// statement's totals and landed-cost totals on the posted basis and on the order basis, and the
// queue of cost totals to recompute.
import { bigint, boolean, date, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ledgerStatusEnum } from './ledger-entries.ts';
import { money } from './money-column.ts';
import { sellers } from './sellers.ts';

/**
 * Which day an order-basis rollup row counts on: `order` the order day of an
 * order in an imported orders report; `posted` the posted day of a row that
 * belongs to no order (storage, ads, subscription, reserves...);
 * `posted_fallback` the posted day of an order row whose order is in no
 * imported orders report (docs/profit-loss.md, ADR 0022).
 */
export const rollupDaySourceEnum = pgEnum('rollup_day_source', ['order', 'posted', 'posted_fallback']);

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
