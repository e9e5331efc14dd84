import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { ZAlertDataSource, ZAlertScope, ZAlertSeverity, ZAlertThresholdUnit, ZAlertType } from './alert-types.ts';

// The alert types as the API lists them, and a seller's rules (docs/alerts.md 'Rules').

const ZDecimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'Enter a number');

export const ZAlertTypeInfo = z
  .object({
    type: ZAlertType,
    name: z.string(),
    description: z.string(),
    unit: ZAlertThresholdUnit,
    defaultThreshold: ZDecimal.nullable(),
    scopes: z.array(ZAlertScope),
    severity: ZAlertSeverity,
    needs: ZAlertDataSource,
    available: z
      .boolean()
      .nullable()
      .describe('With ?sellerId: whether the seller has the data this type needs; null without'),
    unavailableReason: z.string().nullable().describe('What to do so the type can raise alerts'),
  })
  .meta({ id: 'AlertTypeInfo' });
export type TAlertTypeInfo = z.infer<typeof ZAlertTypeInfo>;

export const getAlertTypesContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/alert-types',
  summary: 'The alert types, their thresholds and scopes; with sellerId, whether the seller has the data each needs',
  tags: ['alerts'],
  query: z.object({ sellerId: z.string().min(1).max(100).optional() }),
  responses: { 200: z.object({ types: z.array(ZAlertTypeInfo) }), 401: ZErrorBody, 404: ZErrorBody },
});

export const ZAlertRuleInput = z
  .object({
    type: ZAlertType,
    scope: ZAlertScope,
    scopeValue: z.string().max(200).describe("'' for the seller scope; the brand or the SKU otherwise"),
    threshold: ZDecimal.nullable().describe("null: the type's default"),
    muted: z.boolean(),
  })
  .superRefine((rule, context) => {
    if ((rule.scope === 'seller') !== (rule.scopeValue === ''))
      context.addIssue({
        code: 'custom',
        path: ['scopeValue'],
        message: rule.scope === 'seller' ? 'A seller-wide rule names no brand or SKU' : `Name the ${rule.scope}`,
      });
  });
export type TAlertRuleInput = z.infer<typeof ZAlertRuleInput>;

export const ZAlertRule = z
  .object({
    id: z.uuid(),
    type: ZAlertType,
    scope: ZAlertScope,
    scopeValue: z.string(),
    threshold: ZDecimal.nullable(),
    muted: z.boolean(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AlertRule' });
export type TAlertRule = z.infer<typeof ZAlertRule>;

export const getAlertRulesContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/alerts/rules',
  summary: "The seller's alert rules (types without a rule use their default threshold, unmuted)",
  tags: ['alerts'],
  params: ZSellerParams,
  responses: { 200: z.object({ rules: z.array(ZAlertRule) }), 401: ZErrorBody, 404: ZErrorBody },
});

export const putAlertRulesContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/alerts/rules',
  summary: "Replace the seller's alert rules; the rules are evaluated again at once",
  tags: ['alerts'],
  params: ZSellerParams,
  body: z.object({ rules: z.array(ZAlertRuleInput).max(500) }),
  responses: {
    200: z.object({ rules: z.array(ZAlertRule) }),
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});

export const putAlertRuleMutedContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/alerts/rules/muted',
  summary: 'Mute or unmute an alert type for a scope (creates the rule with the default threshold when there is none)',
  tags: ['alerts'],
  params: ZSellerParams,
  body: z.object({ type: ZAlertType, scope: ZAlertScope, scopeValue: z.string().max(200), muted: z.boolean() }),
  responses: { 200: ZAlertRule, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});
