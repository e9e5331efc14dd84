// The validation pass over a whole settlement file: every line parses, each
// settlement has one summary row followed by its rows, and the posted-date
// order (MM/DD/YY or DD/MM/YY) is decided from all values of the file. It
// keeps only per-settlement totals, so memory does not grow with rows.
import type { TPnlLine } from '../pnl-lines.ts';
import type { SettlementFormat } from './settlement-format.ts';
import type { ParsedLine, SettlementSummary } from './settlement-rows.ts';
import { parsePostedDate, shortDateEvidence, type ShortDateOrder } from './posted-dates.ts';
import { detachedText } from '../remembered.ts';

export interface SettlementFacts {
  summary: SettlementSummary;
  rowCount: number;
  /** Sum of the rows, ten-thousandths. */
  rowsTotal: bigint;
  unmappedCount: number;
}

/** Whether the settlement's rows sum to its total-amount to the cent (DOMAIN.md: 'Numbers that match the payout'). */
export function isReconciled(settlement: Pick<SettlementFacts, 'summary' | 'rowsTotal'>): boolean {
  return settlement.rowsTotal === settlement.summary.totalAmount;
}

export interface SettlementFileFacts {
  format: SettlementFormat;
  postedDateOrder: ShortDateOrder;
  settlements: SettlementFacts[];
  rowCount: number;
  unmappedCount: number;
}

export interface LineError {
  line: number | null;
  reason: string;
}

export type FileCheckResult = { ok: true; facts: SettlementFileFacts } | ({ ok: false } & LineError);

export interface SettlementFileCheck {
  /** Returns the error of this line, if any; the check stops being useful after the first error. */
  accept(parsed: ParsedLine): LineError | undefined;
  finish(): FileCheckResult;
}

export function createSettlementFileCheck(format: SettlementFormat): SettlementFileCheck {
  const settlements = new Map<string, SettlementFacts>();
  let current: SettlementFacts | undefined;
  let rowCount = 0;
  let unmappedCount = 0;
  const firstLineOf: Record<ShortDateOrder | 'invalidMDY' | 'invalidDMY', number | undefined> = {
    MDY: undefined,
    DMY: undefined,
    invalidMDY: undefined,
    invalidDMY: undefined,
  };
  const votes = { MDY: 0, DMY: 0 };

  // Each distinct posted date is read once. A repeat of a valid value can only add a vote (a slash
  // date valid both ways, on a row whose posted-date-time tells the day): its two readings are kept.
  const readBefore = new Map<string, { mdy: string; dmy: string } | null>();

  function vote(readings: { mdy: string; dmy: string }, postedAt: string | null) {
    if (!postedAt || readings.mdy === readings.dmy) return;
    const day = postedAt.slice(0, 10);
    if (readings.mdy === day) votes.MDY += 1;
    if (readings.dmy === day) votes.DMY += 1;
  }

  function checkPostedDate(text: string, postedAt: string | null, line: number): LineError | undefined {
    if (text === '') return undefined;
    const before = readBefore.get(text);
    if (before !== undefined) {
      if (before) vote(before, postedAt);
      return undefined;
    }
    const remember = (readings: { mdy: string; dmy: string } | null) => {
      if (readBefore.size < 4096) readBefore.set(detachedText(text), readings);
    };
    const evidence = shortDateEvidence(text);
    if (evidence === 'none') {
      const parsed = parsePostedDate(text, 'MDY');
      if (!parsed.ok) return { line, reason: `posted-date: ${parsed.reason}` };
      remember(null);
      return undefined;
    }
    const asMdy = parsePostedDate(text, 'MDY');
    const asDmy = parsePostedDate(text, 'DMY');
    if (!asMdy.ok && !asDmy.ok) return { line, reason: `posted-date: "${text}" is not a valid date` };
    if (!asMdy.ok) firstLineOf.invalidMDY ??= line;
    if (!asDmy.ok) firstLineOf.invalidDMY ??= line;
    if (evidence !== 'either') {
      firstLineOf[evidence] ??= line;
      remember(null);
    } else if (asMdy.ok && asDmy.ok) {
      const readings = { mdy: asMdy.value, dmy: asDmy.value };
      vote(readings, postedAt);
      remember(readings);
    } else remember(null);
    return undefined;
  }

  function accept(parsed: ParsedLine): LineError | undefined {
    if (parsed.kind === 'skip') return undefined;
    if (parsed.kind === 'error') return { line: parsed.line, reason: parsed.reason };
    if (parsed.kind === 'summary') {
      const { summary } = parsed;
      const seen = settlements.get(summary.settlementId);
      if (seen) {
        return {
          line: summary.line,
          reason: `a second summary row for settlement ${summary.settlementId} (the first is on line ${seen.summary.line})`,
        };
      }
      current = { summary, rowCount: 0, rowsTotal: 0n, unmappedCount: 0 };
      settlements.set(summary.settlementId, current);
      return undefined;
    }
    const line = parsed.rows[0]?.line ?? null;
    if (parsed.settlementId !== current?.summary.settlementId) {
      const earlier = settlements.get(parsed.settlementId);
      return {
        line,
        reason: earlier
          ? `the rows of settlement ${parsed.settlementId} are not together: they started after line ${earlier.summary.line} and another settlement came between`
          : `a row of settlement ${parsed.settlementId} comes before its summary row (the row with total-amount)`,
      };
    }
    for (const row of parsed.rows) {
      const problem = checkPostedDate(row.postedDateText, row.postedAt, row.line);
      if (problem) return problem;
      current.rowCount += 1;
      current.rowsTotal += row.amount;
      rowCount += 1;
      if (row.pnlLine === ('unmapped' satisfies TPnlLine)) {
        current.unmappedCount += 1;
        unmappedCount += 1;
      }
    }
    return undefined;
  }

  function finish(): FileCheckResult {
    if (settlements.size === 0) {
      return {
        ok: false,
        line: null,
        reason: 'The file has no settlement: no summary row (the row with total-amount) was found',
      };
    }
    if (firstLineOf.MDY !== undefined && firstLineOf.DMY !== undefined) {
      return {
        ok: false,
        line: Math.max(firstLineOf.MDY, firstLineOf.DMY),
        reason: `posted-date mixes MM/DD/YY (line ${firstLineOf.MDY}) and DD/MM/YY (line ${firstLineOf.DMY})`,
      };
    }
    const postedDateOrder: ShortDateOrder =
      firstLineOf.DMY !== undefined || (firstLineOf.MDY === undefined && votes.DMY > votes.MDY) ? 'DMY' : 'MDY';
    const invalidLine = postedDateOrder === 'MDY' ? firstLineOf.invalidMDY : firstLineOf.invalidDMY;
    if (invalidLine !== undefined) {
      const form = postedDateOrder === 'MDY' ? 'MM/DD/YY' : 'DD/MM/YY';
      return {
        ok: false,
        line: invalidLine,
        reason: `posted-date is not a valid ${form} date, the order the rest of the file uses`,
      };
    }
    return {
      ok: true,
      facts: { format, postedDateOrder, settlements: [...settlements.values()], rowCount, unmappedCount },
    };
  }

  return { accept, finish };
}
