// The first pass of an import: reads the whole file and checks every line
// before anything is written, so a file with a bad row stores nothing
// (ADR 0011). Keeps per-settlement totals only.
import {
  createSettlementFileCheck,
  createSettlementLineReader,
  readSettlementHeader,
  type LineError,
  type SettlementFileFacts,
  type SettlementHeader,
} from '@brandlens/reporting-core';
import { LineTooLongError, readFileLineBatches } from './file-lines.ts';
import type { ProgressTracker } from './import-progress.ts';

export type ValidationResult =
  | { ok: true; header: SettlementHeader; facts: SettlementFileFacts; dataLines: number }
  | { ok: false; error: LineError; dataLines: number };

export async function validateSettlementFile(path: string, progress: ProgressTracker): Promise<ValidationResult> {
  let header: SettlementHeader | undefined;
  let check: ReturnType<typeof createSettlementFileCheck> | undefined;
  let read: ReturnType<typeof createSettlementLineReader> | undefined;
  let dataLines = 0;
  try {
    for await (const { texts, firstLine, bytesRead } of readFileLineBatches(path)) {
      for (let index = 0; index < texts.length; index += 1) {
        const text = texts[index] ?? '';
        const line = firstLine + index;
        if (!header || !check || !read) {
          const result = readSettlementHeader(text);
          if (!result.ok) return { ok: false, error: { line, reason: result.reason }, dataLines };
          header = result.header;
          check = createSettlementFileCheck(header.format);
          read = createSettlementLineReader(header);
          continue;
        }
        const parsed = read(text, line);
        if (parsed.kind !== 'skip') dataLines += 1;
        const error = check.accept(parsed);
        if (error) return { ok: false, error, dataLines };
      }
      progress.tick('validating', bytesRead, dataLines);
    }
  } catch (error) {
    if (error instanceof LineTooLongError)
      return { ok: false, error: { line: error.line, reason: error.message }, dataLines };
    throw error;
  }
  if (!header || !check) return { ok: false, error: { line: null, reason: 'The file is empty' }, dataLines };
  const result = check.finish();
  if (!result.ok) return { ok: false, error: { line: result.line, reason: result.reason }, dataLines };
  return { ok: true, header, facts: result.facts, dataLines };
}
