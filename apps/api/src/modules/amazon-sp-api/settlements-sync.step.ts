// The settlements step: the settlement reports Amazon made in the last 90 days
// that the seller has not imported, through the upload importer (an uploaded
// settlement is not doubled). A report the importer refuses fails the step
// with its reason; the next run tries it again.
import { importNewReports } from './settlement-sync.service.ts';
import type { SyncStepDefinition } from './sync-step.ts';

export const settlementsSyncStep: SyncStepDefinition = {
  name: 'settlements',
  async run(context) {
    let done = 0;
    const result = await importNewReports(
      context.client,
      {
        db: context.db,
        env: context.env,
        now: context.now,
        onProgress: (line) => {
          if (line.endsWith('already imported')) done += 1;
          void context.progress({ done, total: null, label: line });
        },
      },
      context.sellerId,
    );
    if (result.failures.length > 0) throw new Error(`Settlement reports refused: ${result.failures.join('; ')}`);
    return {
      summary:
        `${result.reportsListed} report(s) listed, ${result.reportsImported} imported; ` +
        `${result.settlementsImported} settlement(s) imported, ${result.settlementsSkipped} already imported`,
      dataThrough: context.now,
    };
  },
};
