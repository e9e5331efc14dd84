import {
  ZAlertRuleInput,
  type TAlertRule,
  type TAlertRuleInput,
  type TAlertScope,
  type TAlertType,
  type TAlertTypeInfo,
} from '@brandlens/contracts';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';

// The rules editor's working copy. Every type has a seller-wide row (an empty threshold means the
// type's default); brand and SKU rules follow. Saving sends the whole set: a seller-wide row left
// at the default and unmuted is no rule at all, so it is left out and the type keeps its default.

export interface RuleDraft {
  type: TAlertType;
  scope: TAlertScope;
  scopeValue: string;
  /** As typed; '' for the type's default. */
  threshold: string;
  muted: boolean;
}

export const ruleKey = (rule: Pick<RuleDraft, 'type' | 'scope' | 'scopeValue'>): string =>
  `${rule.type}|${rule.scope}|${rule.scopeValue}`;

export const hasThreshold = (type: Pick<TAlertTypeInfo, 'unit'>): boolean => type.unit !== 'none';

const SCOPE_ORDER: readonly TAlertScope[] = ['seller', 'brand', 'sku'];

export function createRulesDraft(types: readonly TAlertTypeInfo[], rules: readonly TAlertRule[]): RuleDraft[] {
  const toDraft = (rule: TAlertRule): RuleDraft => ({
    type: rule.type,
    scope: rule.scope,
    scopeValue: rule.scopeValue,
    threshold: rule.threshold ?? '',
    muted: rule.muted,
  });
  const sellerRows = types.map((type) => {
    const rule = rules.find((entry) => entry.type === type.type && entry.scope === 'seller');
    return rule
      ? toDraft(rule)
      : { type: type.type, scope: 'seller' as const, scopeValue: '', threshold: '', muted: false };
  });
  const typeOrder = types.map((type) => type.type);
  const overrides = rules
    .filter((rule) => rule.scope !== 'seller')
    .map(toDraft)
    .sort(
      (a, b) =>
        typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) ||
        SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) ||
        a.scopeValue.localeCompare(b.scopeValue),
    );
  return [...sellerRows, ...overrides];
}

/** One rule as the API takes it; types without a threshold always send null. */
export function toRuleInput(rule: RuleDraft, type: Pick<TAlertTypeInfo, 'unit'> | undefined): TAlertRuleInput {
  const threshold = rule.threshold.trim();
  return {
    type: rule.type,
    scope: rule.scope,
    scopeValue: rule.scopeValue.trim(),
    threshold: type && !hasThreshold(type) ? null : threshold === '' ? null : threshold,
    muted: rule.muted,
  };
}

/** The rule set to save: every brand and SKU rule, and the seller-wide rows that differ from the default. */
export function toRuleInputs(draft: readonly RuleDraft[], types: readonly TAlertTypeInfo[]): TAlertRuleInput[] {
  return draft
    .map((rule) =>
      toRuleInput(
        rule,
        types.find((type) => type.type === rule.type),
      ),
    )
    .filter((rule) => rule.scope !== 'seller' || rule.threshold !== null || rule.muted);
}

/** The contract's messages per rule, keyed 'ruleKey.field' ('low-stock|sku|LAMP-01.threshold'). */
export function checkRules(draft: readonly RuleDraft[], types: readonly TAlertTypeInfo[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of draft) {
    const input = toRuleInput(
      rule,
      types.find((type) => type.type === rule.type),
    );
    const fieldErrors = getFieldErrors(ZAlertRuleInput.safeParse(input));
    for (const [field, message] of Object.entries(fieldErrors)) errors[`${ruleKey(rule)}.${field}`] = message;
  }
  return errors;
}
