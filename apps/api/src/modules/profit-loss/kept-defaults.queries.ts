// What a seller's pages show a reader who has not chosen yet (ADR 0049): the last 12 months on the
// posted basis, every marketplace and brand, in the reader's own default currency. The refresh
// keeps those scopes ready after every import and sync, so a first visit finds them kept.
import { organizationSellers, sql, users, type Database } from '@brandlens/db';
import { parsePeriod, type StatementFilters } from './profit-loss-params.ts';

/** The period the statement and the product table open on (the contract's default). */
export const DEFAULT_PERIOD = 'last-12-months';

/** Default currencies kept ahead of readers per seller: the most common among its readers. */
export const MAX_DEFAULT_CURRENCIES = 3;

/**
 * The default currencies of the users who may see the seller (the members of every organisation
 * that sees it), most common first, at most MAX_DEFAULT_CURRENCIES.
 */
export async function findReaderCurrencies(db: Database, sellerId: string): Promise<string[]> {
  const { rows } = await db.execute<{ currency: string }>(sql`
    select ${users.defaultCurrencyCode} as currency
    from ${organizationSellers} join ${users} on ${users.organizationId} = ${organizationSellers.organizationId}
    where ${organizationSellers.sellerId} = ${sellerId}
    group by 1 order by count(*) desc, 1 limit ${MAX_DEFAULT_CURRENCIES}`);
  return rows.map((row) => row.currency);
}

/** The filters a first visit of the seller's pages reads, one per reader currency. */
export async function defaultFiltersOf(db: Database, sellerId: string, today: string): Promise<StatementFilters[]> {
  const period = parsePeriod(DEFAULT_PERIOD, today);
  return (await findReaderCurrencies(db, sellerId)).map((currency) => ({
    basis: 'posted',
    currency,
    view: 'MONTHLY',
    period,
    brand: undefined,
    marketplaceId: undefined,
  }));
}
