import { aggregators, type Database } from '@brandlens/db';

export async function insertAggregator(db: Database, slug: string, name: string): Promise<boolean> {
  const rows = await db
    .insert(aggregators)
    .values({ slug, name })
    .onConflictDoNothing({ target: aggregators.slug })
    .returning();
  return rows.length > 0;
}
