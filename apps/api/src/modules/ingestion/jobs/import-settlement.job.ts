// Imports one uploaded file: a settlement file or an All Orders report, as the
// import's kind says (the queue keeps its first name so queued jobs still run).
// Idempotent: an import that has ended is left alone, a running one whose worker
// died is run again, settlements already stored are skipped and orders merge.
import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { requestAlertEvaluation } from '../../alerts/alert-evaluation-requests.ts';
import { requestKeptStatementRefresh } from '../../profit-loss/jobs/refresh-kept-statements.job.ts';
import { mailImportResult } from '../import-mail.service.ts';
import { runImport } from '../import-runner.service.ts';
import { findImportById, hasOtherUnfinishedImports } from '../imports.queries.ts';

export const importSettlementJob = defineJob({
  name: 'ingestion.import-settlement',
  version: 1,
  schema: z.object({ importId: z.uuid() }),
  // A long import may run for hours. A worker that crashes is found by the next worker to start, or by a
  // live one within a minute (ADR 0031); pg-boss's own heartbeat stays long, because on PGlite its write
  // waits for the open settlement transaction, and it is only the fallback.
  sendOptions: { retryLimit: 2, retryDelay: 30, expireInSeconds: 6 * 3600, heartbeatSeconds: 600 },
  async handler(data, context) {
    const outcome = await runImport(context.db, data.importId, {
      removeFileWhenDone: true,
      workerId: context.worker.id,
    });
    // Only the run that ended the import mails its result, so a retried job never mails twice.
    if (outcome) await mailImportResult(context, data.importId);
    // What the import stored may raise or clear alerts (docs/alerts.md); a failed file stored nothing.
    // The last import of a burst asks, so no evaluation runs beside the seller's imports (on the
    // embedded database, concurrent work beside a long import is what it handles worst).
    if (outcome?.status === 'succeeded' && context.jobs) {
      const row = await findImportById(context.db, data.importId);
      if (row && !(await hasOtherUnfinishedImports(context.db, row.sellerId, row.id))) {
        await requestAlertEvaluation(context.jobs, row.sellerId, 'data-changed');
        // The statement months the import outdated are computed again before anyone asks (ADR 0037).
        await requestKeptStatementRefresh(context.jobs, row.sellerId);
      }
    }
  },
});
