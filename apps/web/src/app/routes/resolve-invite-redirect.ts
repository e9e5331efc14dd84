import { paths } from '../../config/paths';

// SPEC §2: /invites/{aggregator}?… goes to sign-up with the same query (the slug travels as
// `aggregator`); a bare /invites has nothing to act on and goes to the dashboard.
export function resolveInviteRedirect(aggregatorSlug: string | undefined, search: string): string {
  const query = new URLSearchParams(search);
  if (!aggregatorSlug && query.size === 0) return paths.dashboard.getHref();
  if (aggregatorSlug) query.set('aggregator', aggregatorSlug);
  return paths.signUp.getHref(query);
}
