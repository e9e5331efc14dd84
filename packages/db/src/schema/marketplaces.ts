import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Amazon marketplaces (DOMAIN.md) plus 'Non-Amazon'; rows are seeded by a migration. */
export const marketplaces = pgTable('marketplaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  domainName: text('domain_name').notNull(),
  defaultCurrencyCode: text('default_currency_code').notNull(),
  defaultLocale: text('default_locale').notNull(),
  /** eu, na or fe; empty for Non-Amazon. */
  region: text('region').notNull(),
  /** IANA zone in which the marketplace's days and months are counted. */
  timeZone: text('time_zone').notNull(),
  listingOptimizationEnabled: boolean('listing_optimization_enabled').notNull().default(false),
});
