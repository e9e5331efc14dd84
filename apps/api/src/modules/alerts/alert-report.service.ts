// The alert report: a seller's alerts of one status (or all), newest first, for
// the download route to write as CSV or XLSX.
import type { TAlert, TAlertsQuery } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { findAlerts } from './alerts.queries.ts';
import { serializeAlert } from './alerts.serializer.ts';

const REPORT_READ_DEADLINE_MS = 15_000;

/** Rows a report holds at most: years of a large seller's alerts; the newest are kept. */
export const ALERT_REPORT_ROWS_MAX = 50_000;

export async function getAlertReport(
  db: Database,
  auth: AuthContext,
  query: { sellerId: string; status: TAlertsQuery['status'] },
  now = new Date(),
): Promise<{ sellerSlug: string; alerts: TAlert[] }> {
  const seller = await getSeller(db, auth, query.sellerId);
  const rows = await withReadDeadline(db, { ms: REPORT_READ_DEADLINE_MS, what: 'The alert report' }, (reader) =>
    findAlerts(reader, seller.id, { status: query.status }, { now, limit: ALERT_REPORT_ROWS_MAX }),
  );
  return { sellerSlug: seller.slug, alerts: rows.map((row) => serializeAlert(row, now)) };
}
