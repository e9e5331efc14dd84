import { bigint, date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

/**
 * The P&L statement's sums of one complete month, kept ready (ADR 0037): per seller, basis,
 * marketplace ('' for all), brand ('' for all), target currency and view (MONTHLY: one bucket for
 * the month; DAILY: one per day), the converted line sums and the conversion legs exactly as the
 * statement's SQL answers them, and on the order basis the dating counts. A statement of any
 * length reads one row per month instead of every daily total.
 *
 * Kept rows are right for the snapshot they were computed at. They are used only while no change
 * of their seller (seller_figure_changes) and no change of rates near their month
 * (fx_rate_changes) is invisible to that snapshot; otherwise the month is computed again and the
 * row replaced. Imports refresh the rows a seller already has once they commit.
 */
export const statementKeptMonths = pgTable(
  'statement_kept_months',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** posted or order. */
    basis: text('basis').notNull(),
    /** '' for all marketplaces. */
    marketplaceId: text('marketplace_id').notNull(),
    /** '' for all brands. */
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    /** MONTHLY or DAILY. */
    view: text('view').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    /** ConvertedLineSum[] with minor units as decimal strings. */
    lines: jsonb('lines').notNull(),
    /** ConversionLegs[]. */
    conversions: jsonb('conversions').notNull(),
    /** Order basis: DatingCount[] of the month's days; null on the posted basis. */
    dating: jsonb('dating'),
    /** pg_current_snapshot() of the read that computed the row. */
    snapshot: text('snapshot').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.basis, t.marketplaceId, t.brand, t.currency, t.view, t.month] })],
);

/**
 * Which transactions wrote FX rates, and the span of rate days they wrote: one row per
 * transaction, added by statement triggers on fx_rates (migration 0026). A rate of day D can
 * convert days D to D + DEFAULT_MAX_RATE_AGE_DAYS, so kept months overlapping that span are
 * computed again when the change is invisible to their snapshot.
 */
export const fxRateChanges = pgTable('fx_rate_changes', {
  xactId: bigint('xact_id', { mode: 'bigint' }).primaryKey(),
  firstDay: date('first_day').notNull(),
  lastDay: date('last_day').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
