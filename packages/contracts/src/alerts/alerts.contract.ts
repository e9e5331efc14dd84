import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZSellerParams } from '../profit-loss/profit-loss.contract.ts';
import { ZAlertSeverity, ZAlertType } from './alert-types.ts';

// A seller's alerts and what users do with them (docs/alerts.md); the types and rules are in
// alert-rules.contract.ts.
export const ZAlertStatus = z.enum(['open', 'snoozed', 'resolved', 'cleared']);
export type TAlertStatus = z.infer<typeof ZAlertStatus>;

export const ZAlert = z
  .object({
    id: z.uuid(),
    type: ZAlertType,
    severity: ZAlertSeverity,
    status: ZAlertStatus.describe(
      'open; snoozed until snoozedUntil; resolved by a user; cleared: the condition is gone by itself',
    ),
    subjectKind: z.enum(['sku', 'asin', 'brand', 'settlement', 'connection', 'marketplace', 'seller']),
    subjectKey: z.string(),
    subject: z.string().describe('The subject as a person reads it (a SKU and its marketplace, a settlement id...)'),
    marketplaceId: z.string().nullable(),
    sku: z.string().nullable(),
    asin: z.string().nullable(),
    parentAsin: z.string().nullable(),
    brand: z.string().nullable(),
    title: z.string(),
    message: z.string(),
    figures: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    raisedAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    clearedAt: z.iso.datetime().nullable(),
    readAt: z.iso.datetime().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    snoozedUntil: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Alert' });
export type TAlert = z.infer<typeof ZAlert>;

export const ZAlertCounts = z.object({
  open: z.number().int(),
  unread: z.number().int().describe('Open and not read'),
  critical: z.number().int().describe('Open and critical'),
  snoozed: z.number().int(),
  resolved: z.number().int(),
  cleared: z.number().int(),
});
export type TAlertCounts = z.infer<typeof ZAlertCounts>;

export const ZAlertsQuery = z.object({
  status: z.enum(['open', 'snoozed', 'resolved', 'cleared', 'all']).default('open'),
  type: ZAlertType.optional(),
  severity: ZAlertSeverity.optional(),
  sku: z.string().max(200).optional(),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAlertsQuery = z.infer<typeof ZAlertsQuery>;

export const ZAlertPage = z
  .object({ alerts: z.array(ZAlert), nextCursor: z.string().nullable(), counts: ZAlertCounts })
  .meta({ id: 'AlertPage' });
export type TAlertPage = z.infer<typeof ZAlertPage>;

export const listAlertsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/alerts',
  summary: "The seller's alerts, newest first, with the counts per status",
  tags: ['alerts'],
  params: ZSellerParams,
  query: ZAlertsQuery,
  responses: { 200: ZAlertPage, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
});

export const listSkuAlertsContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/sku-alerts',
  summary: 'The open alerts about SKUs, per SKU and marketplace',
  tags: ['alerts'],
  params: ZSellerParams,
  responses: { 200: z.object({ alerts: z.array(ZAlert) }), 401: ZErrorBody, 404: ZErrorBody },
});

export const ZAlertGroup = z.object({
  key: z.string(),
  label: z.string(),
  asin: z.string().nullable(),
  sku: z.string().nullable(),
  marketplaceId: z.string().nullable(),
  open: z.number().int(),
  critical: z.number().int(),
  latestRaisedAt: z.iso.datetime(),
  types: z.array(ZAlertType),
  alerts: z.array(ZAlert).describe('The group’s open alerts, newest first'),
});
export type TAlertGroup = z.infer<typeof ZAlertGroup>;

export const listAlertsByChildAsinContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/alerts/by-child-asin',
  summary: 'The open alerts grouped by child ASIN',
  tags: ['alerts'],
  params: ZSellerParams,
  responses: { 200: z.object({ groups: z.array(ZAlertGroup) }), 401: ZErrorBody, 404: ZErrorBody },
});

export const listAlertsBySubjectContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/:sellerId/alerts/by-subject',
  summary: 'The open alerts grouped by subject (a SKU, a settlement, the connection...)',
  tags: ['alerts'],
  params: ZSellerParams,
  responses: { 200: z.object({ groups: z.array(ZAlertGroup) }), 401: ZErrorBody, 404: ZErrorBody },
});

export const ZSellerAlertCounts = z
  .object({ sellerId: z.string(), slug: z.string(), name: z.string() })
  .extend(ZAlertCounts.shape);

export const listAlertsPerSellerContract = defineContract({
  method: 'GET',
  path: '/v2/alerts/alerts-seller',
  summary: 'Alert counts per seller the user sees (the bell and the portfolio)',
  tags: ['alerts'],
  responses: { 200: z.object({ sellers: z.array(ZSellerAlertCounts) }), 401: ZErrorBody },
});

export const ZUpdateAlertsBody = z
  .object({
    alertIds: z.array(z.uuid()).min(1, 'Choose at least one alert').max(500),
    action: z.enum(['read', 'unread', 'resolve', 'reopen', 'snooze', 'unsnooze']),
    snoozedUntil: z.iso.datetime().optional().describe('snooze: until when (in the future)'),
  })
  .superRefine((body, context) => {
    if (body.action === 'snooze' && !body.snoozedUntil)
      context.addIssue({ code: 'custom', path: ['snoozedUntil'], message: 'Choose until when to snooze' });
  });
export type TUpdateAlertsBody = z.infer<typeof ZUpdateAlertsBody>;

export const updateAlertsContract = defineContract({
  method: 'PUT',
  path: '/v2/sellers/:sellerId/alerts/update-alert',
  summary: 'Mark alerts read or unread, resolve or reopen them, snooze them until a date',
  tags: ['alerts'],
  params: ZSellerParams,
  body: ZUpdateAlertsBody,
  responses: {
    200: z.object({ updated: z.number().int(), counts: ZAlertCounts }),
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});

export const submitAlertEvaluationContract = defineContract({
  method: 'POST',
  path: '/v2/sellers/:sellerId/alerts/submit',
  summary: "Evaluate the seller's alert rules now (also done after each import or sync and daily)",
  tags: ['alerts'],
  params: ZSellerParams,
  responses: {
    202: z.object({ queued: z.literal(true) }),
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
    429: ZErrorBody,
  },
});

export const getAlertReportContract = defineContract({
  method: 'GET',
  path: '/v2/sellers/alert-report',
  summary: "A seller's alerts as a CSV or XLSX download",
  tags: ['alerts'],
  query: z.object({
    sellerId: z.string().min(1).max(100),
    status: ZAlertsQuery.shape.status,
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
  }),
  responses: {
    200: z
      .custom<Uint8Array | string>()
      .describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    401: ZErrorBody,
    404: ZErrorBody,
    422: ZErrorBody,
  },
});

export const sendDailyAlertSummaryContract = defineContract({
  method: 'POST',
  path: '/v2/admin/users/:id/send-daily-alert-summary',
  summary: "Send a user's daily alert summary now (admin)",
  tags: ['admin'],
  params: z.object({ id: z.uuid() }),
  responses: {
    200: z.object({ sent: z.boolean(), alertCount: z.number().int(), reason: z.string().nullable() }),
    401: ZErrorBody,
    403: ZErrorBody,
    404: ZErrorBody,
  },
});
