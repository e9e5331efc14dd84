import type { TLoginResult } from '@brandlens/contracts';
import { paths } from '../../../config/paths';
import { decodeReturnTo, toSafeRelativePath } from '../../../lib/return-to';

// SPEC §4 after a login: an inviteUrl is a full page load; otherwise the page the user was sent
// away from (returnTo), else where the server suggests, else the dashboard.

export type PostLoginTarget = { type: 'assign'; url: string } | { type: 'navigate'; to: string };

export function resolvePostLoginTarget(
  result: Pick<TLoginResult, 'inviteUrl' | 'redirectLocation'>,
  rawReturnTo: string | null,
): PostLoginTarget {
  if (result.inviteUrl) return { type: 'assign', url: result.inviteUrl };
  const returnTo = decodeReturnTo(rawReturnTo);
  if (returnTo) return { type: 'navigate', to: returnTo };
  const suggested = result.redirectLocation ? toSafeRelativePath(result.redirectLocation) : undefined;
  return { type: 'navigate', to: suggested ?? paths.dashboard.getHref() };
}
