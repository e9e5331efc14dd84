import { ZCurrencyCode, type TSession, type TSessionOrganization, type TSessionUser } from '@brandlens/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

interface UserFields {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  activated: boolean;
  acceptedTermsAt: Date | null;
  defaultCurrencyCode: string;
}

/** The user as the web sees it: no hash, no internal flags. */
export function toSessionUser(user: UserFields): TSessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    activated: user.activated,
    acceptedAutopilotTnC: user.acceptedTermsAt !== null,
    defaultCurrencyCode: ZCurrencyCode.catch('EUR').parse(user.defaultCurrencyCode),
  };
}

export function toSessionOrganization(organization: AuthContext['organization']): TSessionOrganization {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    plan: organization.plan,
    stripeSubscriptionId: organization.stripeSubscriptionId,
  };
}

export function toSession(auth: AuthContext): TSession {
  return {
    user: toSessionUser(auth.user),
    organization: toSessionOrganization(auth.organization),
    isAdminSession: auth.isAdminSession,
    userRole: auth.user.role,
    // Only on a session opened by log in as, so the banner can say who is looking.
    ...(auth.impersonatorEmail ? { impersonatedBy: auth.impersonatorEmail } : {}),
  };
}
