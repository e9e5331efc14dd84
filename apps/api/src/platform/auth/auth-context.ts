import type { TPlan, TUserRole } from '@brandlens/contracts';

/** Who is calling, resolved from the session cookie once per request. */
export interface AuthContext {
  sessionId: string;
  isAdminSession: boolean;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: TUserRole;
    isAdmin: boolean;
    activated: boolean;
    acceptedTermsAt: Date | null;
    defaultCurrencyCode: string;
  };
  organization: { id: string; name: string; slug: string; plan: TPlan; stripeSubscriptionId: string | null };
}
