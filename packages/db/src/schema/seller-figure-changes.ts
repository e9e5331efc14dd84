import { bigint, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

/**
 * Which transactions changed a seller's figures: one row per seller and
 * transaction that wrote its ledger_daily_totals or cost_daily_totals, added
 * by statement triggers on those tables (migration 0014). Figures computed at
 * a snapshot are still right while no row of their seller is invisible to that
 * snapshot (ADR 0027). Insert-only, keyed by the writer's own transaction, so
 * writers never wait on each other here.
 */
export const sellerFigureChanges = pgTable(
  'seller_figure_changes',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The writing transaction's id, pg_current_xact_id(). */
    xactId: bigint('xact_id', { mode: 'bigint' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.xactId] })],
);
