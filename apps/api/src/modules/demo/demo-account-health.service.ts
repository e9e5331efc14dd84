// The demo seller's account health reports for [firstDay, lastDay]: one per marketplace for each
// weekly snapshot of the valuation sources, the same orders and violations (docs/account-health.md).
import type { Database } from '@brandlens/db';
import { demoAccountHealthDocuments, demoValuationSources } from '@brandlens/db/demo';
import { replaceDemoAccountHealthReports } from './demo-account-health.queries.ts';

export async function storeDemoAccountHealth(
  db: Database,
  sellerId: string,
  period: { seed: number; firstDay: string; lastDay: string },
): Promise<{ reports: number; snapshots: number }> {
  const { accountHealth } = demoValuationSources(period.seed, period.firstDay, period.lastDay);
  return replaceDemoAccountHealthReports(db, sellerId, demoAccountHealthDocuments(period.seed, accountHealth));
}
