import type { TAlertRule } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { alertTypes } from '../test/alert-fixtures';
import { checkRules, createRulesDraft, toRuleInputs } from './rules-draft';

const rule = (overrides: Partial<TAlertRule>): TAlertRule => ({
  id: '6b000000-0000-4000-8000-000000000001',
  type: 'low-stock',
  scope: 'seller',
  scopeValue: '',
  threshold: null,
  muted: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('rules draft', () => {
  it('has a seller-wide row per type, then the brand and SKU rules by type, scope and value', () => {
    const draft = createRulesDraft(alertTypes, [
      rule({ type: 'fee-jump', scope: 'sku', scopeValue: 'B-1', threshold: '20' }),
      rule({ type: 'low-stock', scope: 'sku', scopeValue: 'A-1', threshold: '10' }),
      rule({ type: 'low-stock', scope: 'brand', scopeValue: 'Zen', threshold: '40' }),
      rule({ type: 'low-stock', threshold: '21' }),
    ]);
    expect(draft.slice(0, alertTypes.length).map((entry) => [entry.type, entry.scope, entry.threshold])).toEqual(
      alertTypes.map((type) => [type.type, 'seller', type.type === 'low-stock' ? '21' : '']),
    );
    expect(draft.slice(alertTypes.length).map((entry) => `${entry.type} ${entry.scope} ${entry.scopeValue}`)).toEqual([
      'low-stock brand Zen',
      'low-stock sku A-1',
      'fee-jump sku B-1',
    ]);
  });

  it('leaves out seller-wide rows at the default and sends null for types without a threshold', () => {
    const draft = createRulesDraft(alertTypes, []).map((entry) =>
      entry.type === 'connection-lost'
        ? { ...entry, muted: true, threshold: '3' }
        : entry.type === 'fee-jump'
          ? { ...entry, threshold: ' 12.5 ' }
          : entry,
    );
    expect(toRuleInputs(draft, alertTypes)).toEqual([
      { type: 'fee-jump', scope: 'seller', scopeValue: '', threshold: '12.5', muted: false },
      { type: 'connection-lost', scope: 'seller', scopeValue: '', threshold: null, muted: true },
    ]);
  });

  it("gives the contract's messages per rule and field", () => {
    const draft = createRulesDraft(alertTypes, []).map((entry) =>
      entry.type === 'low-stock' ? { ...entry, threshold: '1,5' } : entry,
    );
    expect(
      checkRules(
        [...draft, { type: 'fee-jump', scope: 'sku', scopeValue: ' ', threshold: '', muted: false }],
        alertTypes,
      ),
    ).toEqual({
      'low-stock|seller|.threshold': 'Enter a number',
      'fee-jump|sku| .scopeValue': 'Name the sku',
    });
  });
});
