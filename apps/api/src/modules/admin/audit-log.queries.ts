// The audit log's one writer: every admin write and every log-in-as records who did what to
// which organization, seller or user, with the state before and after. Called inside the write's
// own transaction, so an action and its record land together or not at all.
import { adminAuditEvents, type Database } from '@brandlens/db';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

type Executor = Pick<Database, 'insert'>;

export type AuditTargetType = 'organization' | 'seller' | 'user';

export interface AdminAction {
  /** e.g. 'organization.update', 'organization.plan', 'seller.alerting', 'user.delete', 'user.login-as'. */
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  /** A label a reader recognises later (an email, a slug), as it is now. */
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

// A lone UTF-16 surrogate is valid in a JS string and in a text column, but jsonb refuses its escape.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The value as jsonb will take it: every string well formed (a lone surrogate becomes U+FFFD). */
function jsonbSafe(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' ? item.replace(LONE_SURROGATE, '\uFFFD') : item,
  );
}

export async function recordAdminAction(
  db: Executor,
  admin: Pick<AuthContext, 'user'>,
  ipAddress: string | null,
  entry: AdminAction,
): Promise<void> {
  await db.insert(adminAuditEvents).values({
    adminUserId: admin.user.id,
    adminEmail: admin.user.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    before: jsonbSafe(entry.before),
    after: jsonbSafe(entry.after),
    ipAddress,
  });
}
