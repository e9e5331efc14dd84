import { alertTypeDefinition } from '@brandlens/contracts';
import { describe, expect, it } from 'vitest';
import { createRuleResolver, describeThreshold, type StoredAlertRule } from './alert-rule-resolution.ts';

const lowStock = alertTypeDefinition('low-stock');
const tacos = alertTypeDefinition('tacos-over-target');
const unreconciled = alertTypeDefinition('settlement-not-reconciling');

let next = 0;
const rule = (values: Omit<StoredAlertRule, 'id' | 'muted' | 'threshold'> & Partial<StoredAlertRule>) => ({
  id: `rule-${(next += 1)}`,
  threshold: null,
  muted: false,
  ...values,
});

describe('the rule in force for a candidate', () => {
  const seller = rule({ type: 'low-stock', scope: 'seller', scopeValue: '', threshold: '20' });
  const brand = rule({ type: 'low-stock', scope: 'brand', scopeValue: 'Acme', threshold: '40' });
  const group = rule({ type: 'low-stock', scope: 'brand', scopeValue: 'acme-group', threshold: '45' });
  const sku = rule({ type: 'low-stock', scope: 'sku', scopeValue: 'LAMP-01', threshold: '60' });
  const resolve = createRuleResolver([seller, brand, group, sku], new Map([['Acme Pro', 'acme-group']]));

  it('takes the SKU rule over the brand rule over the seller rule', () => {
    expect(resolve(lowStock, { sku: 'LAMP-01', brand: 'Acme' })).toMatchObject({ ruleId: sku.id, threshold: '60' });
    expect(resolve(lowStock, { sku: 'LAMP-02', brand: 'Acme' })).toMatchObject({ ruleId: brand.id, threshold: '40' });
    expect(resolve(lowStock, { sku: 'LAMP-03', brand: 'Zenith' })).toMatchObject({
      ruleId: seller.id,
      scope: 'seller',
      scopeValue: null,
      threshold: '20',
    });
    expect(resolve(lowStock, { sku: null, brand: null })).toMatchObject({ ruleId: seller.id });
  });

  it('applies a rule on a configured brand to the catalog brands it groups', () => {
    expect(resolve(lowStock, { sku: 'PRO-1', brand: 'Acme Pro' })).toMatchObject({
      ruleId: group.id,
      scope: 'brand',
      scopeValue: 'acme-group',
      threshold: '45',
    });
  });

  it("falls back to the type's default, unmuted, without any rule; a rule without a threshold keeps the default", () => {
    const none = createRuleResolver([]);
    expect(none(lowStock, { sku: 'LAMP-01', brand: 'Acme' })).toEqual({
      ruleId: null,
      scope: 'default',
      scopeValue: null,
      threshold: '30',
      muted: false,
    });
    const mutedOnly = rule({ type: 'low-stock', scope: 'sku', scopeValue: 'LAMP-01', muted: true });
    expect(createRuleResolver([mutedOnly])(lowStock, { sku: 'LAMP-01' })).toMatchObject({
      ruleId: mutedOnly.id,
      threshold: '30',
      muted: true,
    });
  });

  it('ignores rules of another type, and scopes the type does not take', () => {
    const resolveTacos = createRuleResolver([
      rule({ type: 'tacos-over-target', scope: 'sku', scopeValue: 'LAMP-01', threshold: '1' }),
      sku,
    ]);
    expect(resolveTacos(tacos, { sku: 'LAMP-01' })).toMatchObject({ ruleId: null, threshold: '15' });
  });

  it('gives types without a threshold no threshold, whatever a rule holds', () => {
    const stored = rule({ type: 'settlement-not-reconciling', scope: 'seller', scopeValue: '', threshold: '3' });
    expect(createRuleResolver([stored])(unreconciled, {})).toMatchObject({ ruleId: stored.id, threshold: null });
  });
});

describe('the threshold sentence of a message', () => {
  it('names the threshold with its unit and where it comes from', () => {
    const resolve = createRuleResolver([
      rule({ type: 'low-stock', scope: 'sku', scopeValue: 'LAMP-01', threshold: '12.5' }),
    ]);
    expect(describeThreshold(lowStock, resolve(lowStock, { sku: 'LAMP-01' }))).toBe(
      'Threshold 12.5 days (rule for SKU LAMP-01).',
    );
    expect(describeThreshold(tacos, createRuleResolver([])(tacos, {}))).toBe('Threshold 15 % (default).');
    expect(describeThreshold(unreconciled, createRuleResolver([])(unreconciled, {}))).toBe('');
  });
});
