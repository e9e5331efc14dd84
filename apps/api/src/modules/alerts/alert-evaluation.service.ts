// The evaluation runner (docs/alerts.md 'Evaluation'): every evaluator measures
// its subjects → each candidate's rule in force (SKU, brand, seller, default) →
// the candidates past their threshold and not muted → one transaction that
// upserts them as occurrences and clears the live alerts whose condition is gone.
// A muted rule raises nothing, so the live alerts it covers are cleared; a type
// whose data is gone (unavailable) has its live alerts cleared too, since
// nothing could ever clear them otherwise. A type whose evaluator fails keeps
// its alerts as they are, and the failure is in the summary.
import { alertTypeDefinition, type TAlertType } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import { resolveSellerBrands } from '../brand-configurations/brand-configurations.service.ts';
import type { AlertCandidate, AlertEvaluationContext, AlertEvaluator } from './alert-evaluator.ts';
import { writeAlertOccurrences, type AlertOccurrence } from './alert-occurrences.queries.ts';
import { createRuleResolver, describeThreshold, type RuleResolver } from './alert-rule-resolution.ts';
import { findAlertRules } from './alert-rules.queries.ts';
import { plainDecimal } from './alerts.serializer.ts';
import { ALERT_EVALUATORS } from './evaluators/index.ts';

export interface AlertEvaluationSummary {
  raised: number;
  updated: number;
  cleared: number;
  /** Types whose evaluator threw: their alerts were left as they were. */
  failed: Array<{ type: TAlertType; message: string }>;
}

export interface AlertEvaluationOptions {
  /** The evaluation's clock (raised, last seen and cleared times; the evaluators' windows). */
  now: Date;
  evaluators?: readonly AlertEvaluator[];
}

/** Catalog brand → the configured brand that groups it, so that a rule on the configured brand applies. */
async function loadBrandGroups(db: Database, sellerId: string): Promise<Map<string, string>> {
  const groups = new Map<string, string>();
  for (const brand of await resolveSellerBrands(db, sellerId))
    if (brand.configurationId) for (const key of brand.brandKeys) groups.set(key, brand.key);
  return groups;
}

async function loadRuleResolver(db: Database, sellerId: string): Promise<RuleResolver> {
  // Thresholds as people write them ('30', not numeric(18,4)'s '30.0000'): they go into messages and figures.
  const rules = (await findAlertRules(db, sellerId)).map((rule) => ({
    ...rule,
    threshold: rule.threshold === null ? null : plainDecimal(rule.threshold),
  }));
  const hasBrandRules = rules.some((rule) => rule.scope === 'brand');
  return createRuleResolver(rules, hasBrandRules ? await loadBrandGroups(db, sellerId) : new Map());
}

/** The candidates whose rule is not muted and whose value breaches its threshold, as occurrences. */
export function breachingOccurrences(
  evaluator: AlertEvaluator,
  candidates: readonly AlertCandidate[],
  resolveRule: RuleResolver,
): AlertOccurrence[] {
  const definition = alertTypeDefinition(evaluator.type);
  const bySubject = new Map<string, AlertOccurrence>();
  for (const candidate of candidates) {
    const rule = resolveRule(definition, candidate);
    if (rule.muted) continue;
    const threshold = rule.threshold === null ? null : Number(rule.threshold);
    if (!evaluator.breaches(candidate.value, threshold)) continue;
    const thresholdText = describeThreshold(definition, rule);
    // One occurrence per subject: a subject listed twice keeps its last measurement.
    bySubject.set(candidate.subjectKey, {
      type: evaluator.type,
      subjectKind: candidate.subjectKind,
      subjectKey: candidate.subjectKey,
      subject: candidate.subject,
      marketplaceId: candidate.marketplaceId ?? null,
      sku: candidate.sku ?? null,
      asin: candidate.asin ?? null,
      parentAsin: candidate.parentAsin ?? null,
      brand: candidate.brand ?? null,
      severity: candidate.severity ?? definition.severity,
      title: candidate.title,
      message: thresholdText ? `${candidate.message} ${thresholdText}` : candidate.message,
      figures: {
        ...candidate.figures,
        value: candidate.value,
        threshold: rule.threshold,
        ruleScope: rule.scope,
        ruleScopeValue: rule.scopeValue,
      },
      ruleId: rule.ruleId,
    });
  }
  return [...bySubject.values()];
}

/**
 * Evaluates every alert type of one seller and writes the outcome. Idempotent: evaluating again
 * with nothing changed updates the same rows (last seen, figures) and raises nothing.
 */
export async function evaluateSellerAlerts(
  db: Database,
  sellerId: string,
  options: AlertEvaluationOptions,
): Promise<AlertEvaluationSummary> {
  const context: AlertEvaluationContext = { db, sellerId, now: options.now };
  const resolveRule = await loadRuleResolver(db, sellerId);
  const settledTypes: TAlertType[] = [];
  const occurrences = new Map<string, AlertOccurrence>();
  const failed: AlertEvaluationSummary['failed'] = [];
  // One evaluator after the other: an evaluation holds one pool connection at a time.
  for (const evaluator of options.evaluators ?? ALERT_EVALUATORS) {
    try {
      const availability = await evaluator.availability(context);
      const candidates = availability.available ? await evaluator.evaluate(context) : [];
      for (const occurrence of breachingOccurrences(evaluator, candidates, resolveRule))
        occurrences.set(`${occurrence.type}\u0000${occurrence.subjectKey}`, occurrence);
      settledTypes.push(evaluator.type);
    } catch (error) {
      failed.push({ type: evaluator.type, message: error instanceof Error ? error.message : String(error) });
    }
  }
  const written = await writeAlertOccurrences(db, sellerId, {
    now: options.now,
    settledTypes,
    occurrences: [...occurrences.values()],
  });
  return { ...written, failed };
}
