// Imports one uploaded file: a settlement file or an All Orders report, as the
// import's kind says (the queue keeps its first name so queued jobs still run).
// Idempotent: an import that has ended is left alone, a running one whose worker
// died is run again, settlements already stored are skipped and orders merge.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { mailImportResult } from '../import-mail.service.ts';
import { runImport } from '../import-runner.service.ts';

export const importSettlementJob = defineJob({
  name: 'ingestion.import-settlement',
  version: 1,
  schema: z.object({ importId: z.uuid() }),
  async handler(data, context) {
    const outcome = await runImport(context.db, data.importId, { removeFileWhenDone: true });
    // Only the run that ended the import mails its result, so a retried job never mails twice.
    if (outcome) await mailImportResult(context, data.importId);
  },
});
