// The marketplace an advertising report is stored under: its currency is the
// report's, its locale decides how the file writes dates and amounts when the
// file does not show it.
import { and, eq, marketplaces, ne, type Database } from '@brandlens/db';

export interface AdReportMarketplace {
  id: string;
  name: string;
  currency: string;
  locale: string;
}

/** An Amazon marketplace (not the Non-Amazon channel) by id; undefined when there is none. */
export async function findAdReportMarketplace(
  db: Database,
  marketplaceId: string,
): Promise<AdReportMarketplace | undefined> {
  const [row] = await db
    .select({
      id: marketplaces.id,
      name: marketplaces.name,
      currency: marketplaces.defaultCurrencyCode,
      locale: marketplaces.defaultLocale,
    })
    .from(marketplaces)
    .where(and(eq(marketplaces.id, marketplaceId), ne(marketplaces.region, '')));
  return row;
}
