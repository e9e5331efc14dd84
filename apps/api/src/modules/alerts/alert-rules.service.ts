// A seller's alert rules (docs/alerts.md 'Rules'): read, replaced as a set, or
// one muted. A write is checked whole (every problem at once, nothing stored on
// any) and then evaluated again at once, so the alert centre follows the rules.
// A brand or SKU named by a rule need not be known yet: a rule may be set before
// the product's first import; the value is stored trimmed.
import { alertTypeDefinition, type TAlertRule, type TAlertRuleInput } from '@brandlens/contracts';
import type { Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { withReadDeadline } from '../../platform/db/read-deadline.queries.ts';
import type { JobSender } from '../../platform/jobs/define-job.ts';
import { getSeller } from '../sellers/sellers.service.ts';
import { requestAlertEvaluation } from './alert-evaluation-requests.ts';
import {
  findAlertRules,
  replaceAlertRules as replaceRuleRows,
  upsertAlertRuleMuted,
  type AlertRuleValues,
} from './alert-rules.queries.ts';
import { alertRulesInvalid } from './alerts.errors.ts';
import { serializeAlertRule } from './alerts.serializer.ts';

const RULES_READ_DEADLINE_MS = 5_000;

/** numeric(18,4): up to 14 digits before the point and 4 after. */
const STORABLE_THRESHOLD = /^-?\d{1,14}(\.\d{1,4})?$/;

const SCOPE_WORDS = { seller: 'seller-wide', brand: 'brand', sku: 'SKU' } as const;

/** The rules as they would be stored, and every reason they cannot be. */
export function checkAlertRules(inputs: readonly TAlertRuleInput[]): {
  rules: AlertRuleValues[];
  problems: string[];
} {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const rules = inputs.map((input, index): AlertRuleValues => {
    const definition = alertTypeDefinition(input.type);
    const label = `Rule ${index + 1} (${definition.name})`;
    const scopeValue = input.scope === 'seller' ? '' : input.scopeValue.trim();
    const { threshold } = input;
    if (input.scope !== 'seller' && scopeValue === '') problems.push(`${label}: name the ${SCOPE_WORDS[input.scope]}`);
    if (!definition.scopes.includes(input.scope))
      problems.push(
        `${label}: this type takes ${definition.scopes.map((scope) => SCOPE_WORDS[scope]).join(', ')} rules only`,
      );
    if (threshold !== null && definition.unit === 'none')
      problems.push(`${label}: this type has no threshold; leave it empty`);
    else if (threshold !== null && !STORABLE_THRESHOLD.test(threshold))
      problems.push(`${label}: a threshold has at most 14 digits before the point and 4 after`);
    else if (threshold !== null && threshold.startsWith('-') && definition.unit !== 'percent')
      problems.push(`${label}: a threshold in ${definition.unit} cannot be negative`);
    const key = `${input.type}\u0000${input.scope}\u0000${scopeValue}`;
    const first = seen.get(key);
    if (first !== undefined)
      problems.push(`${label} repeats rule ${first + 1}: one rule per type and ${SCOPE_WORDS[input.scope]} scope`);
    else seen.set(key, index);
    return { type: input.type, scope: input.scope, scopeValue, threshold, muted: input.muted };
  });
  return { rules, problems };
}

export async function getAlertRules(db: Database, auth: AuthContext, sellerIdOrSlug: string): Promise<TAlertRule[]> {
  const seller = await getSeller(db, auth, sellerIdOrSlug);
  const rows = await withReadDeadline(db, { ms: RULES_READ_DEADLINE_MS, what: 'The alert rules' }, (reader) =>
    findAlertRules(reader, seller.id),
  );
  return rows.map(serializeAlertRule);
}

export async function replaceAlertRules(
  deps: { db: Database; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
  inputs: readonly TAlertRuleInput[],
): Promise<TAlertRule[]> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const { rules, problems } = checkAlertRules(inputs);
  if (problems.length > 0) throw alertRulesInvalid(problems);
  await replaceRuleRows(deps.db, seller.id, rules, auth.user.id);
  await requestAlertEvaluation(deps.jobs, seller.id);
  return (await findAlertRules(deps.db, seller.id)).map(serializeAlertRule);
}

export async function setAlertRuleMuted(
  deps: { db: Database; jobs: JobSender },
  auth: AuthContext,
  sellerIdOrSlug: string,
  input: Omit<TAlertRuleInput, 'threshold'>,
): Promise<TAlertRule> {
  const seller = await getSeller(deps.db, auth, sellerIdOrSlug);
  const { rules, problems } = checkAlertRules([{ ...input, threshold: null }]);
  const [rule] = rules;
  if (problems.length > 0 || !rule) throw alertRulesInvalid(problems);
  const row = await upsertAlertRuleMuted(deps.db, seller.id, rule, auth.user.id);
  await requestAlertEvaluation(deps.jobs, seller.id);
  return serializeAlertRule(row);
}
