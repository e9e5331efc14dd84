import { ZSlug } from '@brandlens/contracts';
import type { CliCommand } from '../../cli/cli-command.ts';
import { importFileFromCli, resolveCliSeller } from './cli-import.service.ts';

export const importSettlementCommand: CliCommand = {
  name: 'import-settlement',
  usage:
    'import-settlement --seller <slug> [--create] <file>...   (settlement flat files V2 or V1 and All Orders reports, told apart by their header; --create adds the seller to the demo organization)',
  options: { seller: { type: 'string' }, create: { type: 'boolean' } },
  async run(db, options, files) {
    const slug = ZSlug.safeParse(options.seller);
    if (!slug.success) throw new Error(`--seller: ${slug.error.issues[0]?.message ?? 'a seller slug is required'}`);
    if (files.length === 0) throw new Error('Name at least one settlement file or orders report to import.');
    const sellerId = await resolveCliSeller(db, slug.data, options.create === true);
    const summaries: string[] = [];
    const failures: string[] = [];
    for (const file of files) {
      const outcome = await importFileFromCli(db, sellerId, file, (progress) => {
        process.stdout.write(`${file}: ${progress.phase} ${progress.percent}% (${progress.rowsRead} rows)\n`);
      });
      if (outcome.status === 'failed') {
        const reasons = outcome.errors.map((error) =>
          error.line === null ? error.reason : `line ${error.line}: ${error.reason}`,
        );
        failures.push(`${file}: nothing imported: ${reasons.join('; ')}`);
        continue;
      }
      summaries.push(
        outcome.kind === 'orders'
          ? `${file}: orders report, ${outcome.rowsRead} rows; ${outcome.ordersImported} order(s) imported, ` +
              `${outcome.ordersUpdated} updated, ${outcome.ordersSkipped} already up to date`
          : `${file}: ${outcome.rowsRead} rows; ${outcome.settlementsImported} settlement(s) imported, ` +
              `${outcome.settlementsSkipped} already imported; ${outcome.unmappedRows} unmapped row(s)` +
              outcome.unreconciledSettlements
                .map(
                  (settlement) =>
                    `\n  settlement ${settlement.settlementId} does not reconcile: total ${settlement.totalAmount} ` +
                    `${settlement.currency}, rows ${settlement.rowsTotal}, difference ${settlement.difference}; ` +
                    'stored as unreconciled, its figures estimated',
                )
                .join(''),
      );
    }
    if (failures.length > 0) throw new Error([...summaries, ...failures].join('\n'));
    return summaries.join('\n');
  },
};
