// Which rule is in force for one candidate (docs/alerts.md 'Rules'): a rule for
// its SKU, else for its brand (the catalog brand, then the configured brand that
// groups it), else the seller-wide rule, else the type's default (unmuted, the
// default threshold). A rule with no threshold keeps the type's default one.
// Pure, so the precedence is tested without a database.
import type { AlertTypeDefinition, TAlertScope, TAlertType } from '@brandlens/contracts';
import type { AlertCandidate } from './alert-evaluator.ts';

export interface StoredAlertRule {
  id: string;
  type: TAlertType;
  scope: TAlertScope;
  scopeValue: string;
  threshold: string | null;
  muted: boolean;
}

export interface RuleInForce {
  /** null: no rule, the type's default. */
  ruleId: string | null;
  scope: TAlertScope | 'default';
  scopeValue: string | null;
  /** Decimal string in the type's unit; null for types without a threshold. */
  threshold: string | null;
  muted: boolean;
}

export type RuleResolver = (
  definition: AlertTypeDefinition,
  candidate: Pick<AlertCandidate, 'sku' | 'brand'>,
) => RuleInForce;

const keyOf = (type: string, scope: TAlertScope, value: string) => `${type}\u0000${scope}\u0000${value}`;

/**
 * `brandGroups`: catalog brand → the key of the brand configuration that groups it
 * (the brand keys the Brand Valuation pages and the rules editor list).
 */
export function createRuleResolver(
  rules: readonly StoredAlertRule[],
  brandGroups: ReadonlyMap<string, string> = new Map(),
): RuleResolver {
  const byKey = new Map(rules.map((rule) => [keyOf(rule.type, rule.scope, rule.scopeValue), rule]));
  return (definition, candidate) => {
    const find = (scope: TAlertScope, value: string | null | undefined) =>
      definition.scopes.includes(scope) && value !== null && value !== undefined && (scope === 'seller' || value)
        ? byKey.get(keyOf(definition.type, scope, value))
        : undefined;
    const group = candidate.brand ? brandGroups.get(candidate.brand) : undefined;
    const rule =
      find('sku', candidate.sku) ?? find('brand', candidate.brand) ?? find('brand', group) ?? find('seller', '');
    if (!rule)
      return {
        ruleId: null,
        scope: 'default',
        scopeValue: null,
        threshold: definition.defaultThreshold,
        muted: false,
      };
    return {
      ruleId: rule.id,
      scope: rule.scope,
      scopeValue: rule.scope === 'seller' ? null : rule.scopeValue,
      threshold: definition.unit === 'none' ? null : (rule.threshold ?? definition.defaultThreshold),
      muted: rule.muted,
    };
  };
}

const UNIT_WORDS = { days: ' days', units: ' units', percent: ' %', none: '' } as const;

/** 'Threshold 30 days (rule for SKU LAMP-01).' for the alert's message; '' for types without a threshold. */
export function describeThreshold(definition: AlertTypeDefinition, rule: RuleInForce): string {
  if (rule.threshold === null) return '';
  const source =
    rule.scope === 'default'
      ? 'default'
      : rule.scope === 'seller'
        ? 'seller-wide rule'
        : `rule for ${rule.scope === 'sku' ? 'SKU' : 'brand'} ${rule.scopeValue}`;
  return `Threshold ${rule.threshold}${UNIT_WORDS[definition.unit]} (${source}).`;
}
