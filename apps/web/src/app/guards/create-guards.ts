import type { TSessionUser } from '@brandlens/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Flash } from '../../lib/flash';
import type { NotificationInput } from '../../lib/notification-store';
import { createAdminGuard } from './admin-guard';
import { createAuthGuard } from './auth-guard';
import { createEmailVerificationGuard } from './email-verification-guard';
import { createFlashGuard } from './flash-guard';
import type { Guard } from './guard-pipeline';
import { redirectsGuard } from './redirects-guard';

export interface GuardDeps {
  queryClient: QueryClient;
  verifyEmail: (evt: string) => Promise<TSessionUser>;
  notify: (notification: NotificationInput) => void;
  setFlash: (flash: Flash) => void;
  takeFlash: () => NotificationInput | undefined;
}

/** SPEC §4 order: redirects, emailVerification, auth, admin, flash. */
export function createGuards(deps: GuardDeps): Guard[] {
  return [
    redirectsGuard,
    createEmailVerificationGuard(deps),
    createAuthGuard(deps.queryClient),
    createAdminGuard(deps.queryClient),
    createFlashGuard(deps.takeFlash, deps.notify),
  ];
}
