import type { TSessionUser } from '@brandlens/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Flash } from '../../lib/flash';
import type { NotificationInput } from '../../lib/notification-store';
import { updateCachedSession } from '../../lib/session/get-session';
import { next, type Guard } from './guard-pipeline';

// SPEC §4: a verification link opens any page with ?evt=<token>. The token is posted, the outcome
// becomes a flash for the next screen, and evt leaves the URL so a reload does not post it again.

export const EMAIL_VERIFICATION_PARAM = 'evt';
export const EMAIL_VERIFIED_FLASH = 'Your account is now activated.';
export const EMAIL_NOT_VERIFIED_FLASH = 'Your email address could not get verified.';
export const USER_NOT_ACTIVATED = "User wasn't activated";

export interface EmailVerificationDeps {
  verifyEmail: (evt: string) => Promise<TSessionUser>;
  queryClient: QueryClient;
  notify: (notification: NotificationInput) => void;
  setFlash: (flash: Flash) => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : EMAIL_NOT_VERIFIED_FLASH;

export function createEmailVerificationGuard(deps: EmailVerificationDeps): Guard {
  return {
    name: 'emailVerification',
    async run({ url }) {
      const evt = url.searchParams.get(EMAIL_VERIFICATION_PARAM);
      if (evt === null) return next;
      try {
        if (!evt) throw new Error('This verification link is incomplete.');
        const user = await deps.verifyEmail(evt);
        if (!user.activated) throw new Error(USER_NOT_ACTIVATED);
        updateCachedSession(deps.queryClient, (session) =>
          session.user.id === user.id ? { ...session, user } : session,
        );
        deps.setFlash({ message: EMAIL_VERIFIED_FLASH, type: 'default' });
      } catch (error) {
        deps.notify({ message: messageOf(error), type: 'error' });
        deps.setFlash({ message: EMAIL_NOT_VERIFIED_FLASH, type: 'error' });
      }
      const clean = new URL(url);
      clean.searchParams.delete(EMAIL_VERIFICATION_PARAM);
      return { type: 'redirect', to: `${clean.pathname}${clean.search}${clean.hash}`, replace: true };
    },
  };
}
