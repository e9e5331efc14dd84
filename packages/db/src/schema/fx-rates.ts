// The FX rates the statement converts currencies with.
import { date, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
