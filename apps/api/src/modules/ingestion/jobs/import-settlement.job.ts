// Imports one uploaded settlement file. Idempotent: an import that has ended
// is left alone, a running one whose worker died is run again, and settlements
// already stored are skipped.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { runSettlementImport } from '../settlement-import.service.ts';

export const importSettlementJob = defineJob({
  name: 'ingestion.import-settlement',
  version: 1,
  schema: z.object({ importId: z.uuid() }),
  async handler(data, { db }) {
    await runSettlementImport(db, data.importId, { removeFileWhenDone: true });
  },
});
