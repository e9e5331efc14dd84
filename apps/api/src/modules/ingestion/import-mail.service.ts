import { ZImportKind } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { Env } from '../../platform/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { importResultMail } from '../../platform/mail/templates.ts';
import { findImportResultRecipient } from './import-mail.queries.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function describeCounts(row: NonNullable<Awaited<ReturnType<typeof findImportResultRecipient>>>): string {
  if (row.kind === 'inventory')
    return `${plural(row.inventoryRows, 'SKU', 'SKUs')} stored for ${row.inventoryDay ?? 'its day'}`;
  if (row.kind === 'fba-returns') return `${plural(row.returnRows, 'return', 'returns')} stored`;
  if (row.kind === 'ads-report') {
    const days = row.adFirstDay ? ` from ${row.adFirstDay} to ${row.adLastDay ?? row.adFirstDay}` : '';
    const synced =
      row.adDaysSkipped > 0
        ? `, ${plural(row.adDaysSkipped, 'day', 'days')} already synced from Amazon Advertising`
        : '';
    return `${plural(row.adRows, 'day row', 'day rows')} stored${days}${synced}`;
  }
  if (row.kind === 'orders') {
    const parts = [`${plural(row.ordersImported, 'order', 'orders')} imported`];
    if (row.ordersUpdated > 0) parts.push(`${row.ordersUpdated} updated`);
    if (row.ordersSkipped > 0) parts.push(`${row.ordersSkipped} already up to date`);
    return parts.join(', ');
  }
  const imported = `${plural(row.settlementsImported, 'settlement', 'settlements')} imported`;
  return row.settlementsSkipped > 0 ? `${imported}, ${row.settlementsSkipped} already imported` : imported;
}

/**
 * Mails the uploader the result of an import that has just ended, unless
 * they turned import results off. Imports nobody uploaded (CLI, demo data)
 * mail no one. The link needs APP_URL: a worker has no request to take it from.
 */
export async function mailImportResult(
  deps: { db: Database; mailer: Mailer; env: Pick<Env, 'APP_URL'> },
  importId: string,
): Promise<void> {
  const row = await findImportResultRecipient(deps.db, importId);
  if (!row || row.wantsImportResults === false) return;
  if (row.status !== 'succeeded' && row.status !== 'failed') return;
  const base = deps.env.APP_URL?.replace(/\/+$/, '');
  await sendMail(
    deps,
    'import-result',
    row.email,
    importResultMail({
      fileName: row.fileName,
      sellerName: row.sellerName,
      kind: ZImportKind.catch('settlement').parse(row.kind),
      status: row.status,
      counts: describeCounts(row),
      unreconciledSettlements: row.unreconciledSettlements.length,
      errors: row.errors.map((error) => (error.line === null ? error.reason : `Line ${error.line}: ${error.reason}`)),
      url: base ? `${base}/dashboard/sellers/${encodeURIComponent(row.sellerSlug)}/settings` : undefined,
    }),
  );
}
