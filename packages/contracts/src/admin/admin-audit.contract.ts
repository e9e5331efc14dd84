import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { ZErrorBody } from '../errors.ts';
import { ZPlan } from '../plans.ts';
import { adminPageOf, ZAdminCursorQuery } from './admin-pagination.ts';

// The audit log of admin actions and the admin home's counts (SPEC §2 '/admin').

export const ADMIN_AUDIT_TARGET_TYPES = ['organization', 'seller', 'user'] as const;
export const ZAdminAuditTargetType = z.enum(ADMIN_AUDIT_TARGET_TYPES);

export const ZAdminAuditEvent = z
  .object({
    id: z.uuid(),
    /** Null once the admin's account is deleted; adminEmail stays. */
    adminUserId: z.uuid().nullable(),
    adminEmail: z.string(),
    /** e.g. 'organization.update', 'organization.plan', 'user.delete', 'user.login-as'. */
    action: z.string(),
    targetType: ZAdminAuditTargetType,
    targetId: z.string(),
    targetLabel: z.string().nullable(),
    /** The fields the action changed, as they were and as they became (never secrets). */
    before: z.unknown(),
    after: z.unknown(),
    ipAddress: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminAuditEvent' });
export type TAdminAuditEvent = z.infer<typeof ZAdminAuditEvent>;

export const ZAdminAuditEventList = adminPageOf(ZAdminAuditEvent).meta({ id: 'AdminAuditEventList' });
export type TAdminAuditEventList = z.infer<typeof ZAdminAuditEventList>;

export const ZAdminAuditEventsQuery = ZAdminCursorQuery.extend({
  admin: z.string().trim().toLowerCase().max(320).optional().describe("The admin's email, exactly"),
  action: z.string().trim().max(100).optional(),
  targetType: ZAdminAuditTargetType.optional(),
  targetId: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Events at or after this instant'),
  to: z.iso.datetime({ offset: true }).optional().describe('Events before this instant'),
});
export type TAdminAuditEventsQuery = z.infer<typeof ZAdminAuditEventsQuery>;

export const listAdminAuditEventsContract = defineContract({
  method: 'GET',
  path: '/v2/admin/audit-events',
  summary: 'The audit log of admin actions, newest first, filtered, a page at a time',
  tags: ['admin'],
  query: ZAdminAuditEventsQuery,
  responses: { 200: ZAdminAuditEventList, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
});

export const ADMIN_OVERVIEW_LATEST_EVENTS = 10;

export const ZAdminOverview = z
  .object({
    organizationsByPlan: z.record(ZPlan, z.number().int()),
    organizationCount: z.number().int(),
    sellerCount: z.number().int(),
    userCount: z.number().int(),
    /** Users with a session that made a request in the last 24 hours. */
    activeUsersLast24h: z.number().int(),
    /** Sessions, not revoked or expired, that made a request in the last 24 hours. */
    activeSessionsLast24h: z.number().int(),
    latestAuditEvents: z.array(ZAdminAuditEvent).max(ADMIN_OVERVIEW_LATEST_EVENTS),
  })
  .meta({ id: 'AdminOverview' });
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

export const getAdminOverviewContract = defineContract({
  method: 'GET',
  path: '/v2/admin/overview',
  summary:
    'The admin home: counts of organizations by plan, sellers, users and active sessions, and the latest audit events',
  tags: ['admin'],
  responses: { 200: ZAdminOverview, 401: ZErrorBody, 403: ZErrorBody },
});
