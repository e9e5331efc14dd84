// The contract between the evaluation runner (alert-evaluation.service.ts) and the evaluators of
// each alert type (evaluators/). An evaluator reads the seller's data through its own queries and
// returns the conditions that hold now, each with its subject and the figures behind it; the runner
// resolves each candidate's rule (SKU over brand over seller; muted rules raise nothing), keeps the
// candidates past their threshold, raises one alert per occurrence and clears the alerts whose
// condition is gone.
import type { TAlertSeverity, TAlertType } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';

export type TAlertSubjectKind = 'sku' | 'asin' | 'brand' | 'settlement' | 'connection' | 'marketplace' | 'seller';

export interface AlertEvaluationContext {
  db: Database;
  sellerId: string;
  /** The evaluation's clock: every window ends here (tests pass a fixed one). */
  now: Date;
}

/** A condition measured on one subject, before any threshold is applied. */
export interface AlertCandidate {
  subjectKind: TAlertSubjectKind;
  /** Unique within the seller and type: the same subject always gives the same key. */
  subjectKey: string;
  /** The subject as a person reads it ('LAMP-01 in Amazon.com', 'Settlement 1234567'). */
  subject: string;
  marketplaceId?: string | null;
  sku?: string | null;
  asin?: string | null;
  parentAsin?: string | null;
  /** The brand the rule scope 'brand' matches; SKU rules match `sku`. */
  brand?: string | null;
  /**
   * The measured value in the type's unit (days, units, percent), compared with the rule's
   * threshold by `breaches`; null for types without a threshold (the condition itself is the alert).
   */
  value: number | null;
  severity?: TAlertSeverity;
  /** The headline and the sentence shown in the alert centre and the mails; the threshold is added by the runner. */
  title: string;
  message: string;
  /** The figures behind the alert (amounts as decimal strings, with their currency and period). */
  figures: Record<string, string | number | boolean | null>;
}

export interface AlertEvaluator {
  type: TAlertType;
  /** Whether the condition holds for a measured value and the threshold in force. */
  breaches(value: number | null, threshold: number | null): boolean;
  /** Whether the seller has the data this type needs; a reason (what to do) when not. */
  availability(context: AlertEvaluationContext): Promise<{ available: true } | { available: false; reason: string }>;
  /** Every subject's measurement (the runner applies thresholds and rules). */
  evaluate(context: AlertEvaluationContext): Promise<AlertCandidate[]>;
}

/** Below the threshold (low stock days of cover, Buy Box share, CM3 margin). */
export const below = (value: number | null, threshold: number | null) =>
  value !== null && threshold !== null && value < threshold;
/** Above the threshold (stranded units, fee rise, return rate rise, ACoS, TACoS). */
export const above = (value: number | null, threshold: number | null) =>
  value !== null && threshold !== null && value > threshold;
/** Types whose condition is the alert (no threshold). */
export const always = () => true;
