// `sync-seller`: a seller's Seller Central sync run inline, with progress, for
// operators and tests: every step, or those of --only. A step waiting for a
// report Amazon is still making says so; running the command again later
// picks it up from its cursor.
import { ZSlug } from '@brandlens/contracts';
import type { CliCommand } from '../../cli/cli-command.ts';
import { resolveCliSeller } from '../ingestion/cli-import.service.ts';
import { runSellerSync } from './seller-sync.service.ts';
import type { TSyncStep } from './sync-step.ts';
import { ALL_SYNC_STEPS } from './sync-steps.ts';

export const syncSellerCommand: CliCommand = {
  name: 'sync-seller',
  usage: `sync-seller --seller <slug> [--only ${ALL_SYNC_STEPS.join(',')}]   (syncs the seller from Seller Central now, printing progress)`,
  options: { seller: { type: 'string' }, only: { type: 'string' } },
  async run(db, options, _positionals, env) {
    if (!env) throw new Error('sync-seller needs the environment (AMAZON_LWA_* and CONNECTIONS_ENCRYPTION_KEY)');
    const slug = ZSlug.safeParse(options.seller);
    if (!slug.success) throw new Error(`--seller: ${slug.error.issues[0]?.message ?? 'a seller slug is required'}`);
    const asked =
      typeof options.only === 'string' ? options.only.split(',').map((part) => part.trim()) : ALL_SYNC_STEPS;
    const unknown = asked.filter((part) => !(ALL_SYNC_STEPS as readonly string[]).includes(part));
    if (unknown.length > 0)
      throw new Error(
        `--only: ${unknown.join(', ')} cannot be synced; this server syncs: ${ALL_SYNC_STEPS.join(', ')}`,
      );
    const sellerId = await resolveCliSeller(db, slug.data, false);
    const result = await runSellerSync(
      { db, env, onProgress: (line) => process.stdout.write(`${line}\n`) },
      sellerId,
      asked as TSyncStep[],
    );
    if (result.authorisationLost)
      throw new Error('Amazon refused the authorisation of this seller: the seller must authorise again');
    const lines = result.steps.map((step) =>
      step.state === 'waiting'
        ? `${step.step}: waiting (${step.summary}); run again in ${Math.ceil((step.waitMs ?? 0) / 1000)} s`
        : `${step.step}: ${step.state === 'failed' ? 'FAILED ' : ''}${step.summary}`,
    );
    if (result.steps.some((step) => step.state === 'failed')) throw new Error(lines.join('\n'));
    return lines.join('\n');
  },
};
