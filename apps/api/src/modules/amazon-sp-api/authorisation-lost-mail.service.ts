import type { Database } from '@brandlens/db';
import type { Env } from '../../platform/env.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sendMail } from '../../platform/mail/send-mail.ts';
import { amazonAuthorisationLostMail } from '../../platform/mail/templates.ts';
import { findConnectionOwners } from './sync-state.queries.ts';

/**
 * Tells the seller's users that Amazon refused the authorisation and how to give it again.
 * The link comes from APP_URL only (a worker has no request, and mails never trust one).
 */
export async function mailAuthorisationLost(
  deps: { db: Database; mailer: Mailer; env: Pick<Env, 'APP_URL'> },
  sellerId: string,
): Promise<void> {
  const base = deps.env.APP_URL?.replace(/\/+$/, '');
  for (const owner of await findConnectionOwners(deps.db, sellerId)) {
    const url = base ? `${base}/dashboard/sellers/${encodeURIComponent(owner.sellerSlug)}/settings` : undefined;
    await sendMail(
      deps,
      'amazon-authorisation-lost',
      owner.email,
      amazonAuthorisationLostMail(owner.firstName, owner.sellerName, url),
    );
  }
}
