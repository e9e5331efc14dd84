// The first pass of an orders report import: reads the whole file and checks
// every line before anything is merged, so a file with a bad row stores
// nothing and names its line (as for settlements, ADR 0011). Each good row is
// handed to `onOrderRow` as it is read: the importer stages it in a temporary
// table of its own connection, which nothing else sees (ADR 0043).
import {
  parseOrdersLine,
  readOrdersHeader,
  type LineError,
  type OrderReportRow,
  type OrdersHeader,
} from '@brandlens/reporting-core';
import { LineTooLongError, readFileLines } from './file-lines.ts';
import type { ProgressTracker } from './import-progress.ts';

export type OrdersValidationResult =
  { ok: true; header: OrdersHeader; dataLines: number } | { ok: false; error: LineError; dataLines: number };

export async function validateOrdersFile(
  path: string,
  progress: ProgressTracker,
  onOrderRow: (row: OrderReportRow) => Promise<void> | void = () => undefined,
): Promise<OrdersValidationResult> {
  let header: OrdersHeader | undefined;
  let dataLines = 0;
  try {
    for await (const { text, line, bytesRead } of readFileLines(path)) {
      if (!header) {
        const result = readOrdersHeader(text);
        if (!result.ok) return { ok: false, error: { line, reason: result.reason }, dataLines };
        header = result.header;
        continue;
      }
      const parsed = parseOrdersLine(header, text, line);
      if (parsed.kind === 'error') return { ok: false, error: { line, reason: parsed.reason }, dataLines };
      if (parsed.kind === 'order') {
        dataLines += 1;
        await onOrderRow(parsed.row);
      }
      progress.tick('validating', bytesRead, dataLines);
    }
  } catch (error) {
    if (error instanceof LineTooLongError)
      return { ok: false, error: { line: error.line, reason: error.message }, dataLines };
    throw error;
  }
  if (!header) return { ok: false, error: { line: null, reason: 'The file is empty' }, dataLines };
  return { ok: true, header, dataLines };
}
