// `sync-seller`: a seller's Seller Central sync run inline, with progress, for
// operators and tests. Settlements are what this server syncs so far.
import { ZSlug } from '@brandlens/contracts';
import type { CliCommand } from '../../cli/cli-command.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { syncSettlements } from './settlement-sync.service.ts';

const SYNCABLE = ['settlements'];

export const syncSellerCommand: CliCommand = {
  name: 'sync-seller',
  usage:
    'sync-seller --seller <slug> [--only settlements]   (downloads the settlement reports of the last 90 days from Seller Central and imports those not imported yet)',
  options: { seller: { type: 'string' }, only: { type: 'string' } },
  async run(db, options, _positionals, env) {
    if (!env) throw new Error('sync-seller needs the environment (AMAZON_LWA_* and CONNECTIONS_ENCRYPTION_KEY)');
    const slug = ZSlug.safeParse(options.seller);
    if (!slug.success) throw new Error(`--seller: ${slug.error.issues[0]?.message ?? 'a seller slug is required'}`);
    const only = typeof options.only === 'string' ? options.only.split(',').map((part) => part.trim()) : SYNCABLE;
    const unknown = only.filter((part) => !SYNCABLE.includes(part));
    if (unknown.length > 0)
      throw new Error(`--only: ${unknown.join(', ')} cannot be synced; this server syncs: ${SYNCABLE.join(', ')}`);
    const sellerId = await resolveCliSeller(db, slug.data, false);
    const result = await syncSettlements(
      { db, env, onProgress: (line) => process.stdout.write(`settlements: ${line}\n`) },
      sellerId,
    );
    const lines = [
      `settlements: ${result.reportsListed} report(s) listed, ${result.reportsImported} imported; ` +
        `${result.settlementsImported} settlement(s) imported, ${result.settlementsSkipped} already imported`,
    ];
    if (result.failures.length > 0)
      throw new Error([...lines, ...result.failures.map((failure) => `refused: ${failure}`)].join('\n'));
    return lines.join('\n');
  },
};
